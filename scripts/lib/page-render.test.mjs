import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPathFor, createPageRenderer, disableUntilHydrated } from './page-render.mjs';

// The request-time render of the framed pages, against a real HTTP upstream standing in for the
// API (its answers scripted per test) and render bundles (the shell's, a remote's) that write what
// they were given: what is checked here is when the server renders the app for the browser to
// hydrate, when it falls back to the frame, and the preload it always adds.

const FRAME_PAGE =
  '<meta name="description" content="Student subleases &amp; more"><title>t</title></head>' +
  '<div id=root><!--frame-->SKELETON<!--/frame--></div>';
let api;
let apiTarget;
let answer;
let calls;
let dir;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    calls.push({
      url: req.url,
      ifNoneMatch: req.headers['if-none-match'] ?? null,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
    answer(req, res);
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiTarget = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}`;
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-render-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(
    path.join(dir, 'dist-server', 'render.cjs'),
    'exports.renderPageWithData = (page, body) => `RENDERED ${page} ${JSON.stringify(body)}`;\n' +
      'exports.hostModules = { react: { host: true } };\n' +
      'exports.renderApp = (url, { pages, seed }) => { const client = {}; seed?.(client);\n' +
      '  const named = Object.entries(pages).map(([id, page]) => `${id}=${page}`).join(",");\n' +
      '  const photo = client.seeded?.body?.photo;\n' +
      '  const preload = photo ? `<link rel="preload" as="image" href="${photo}" fetchPriority="high"/>` : "";\n' +
      '  return `${preload}APP ${url} [${named}] ${JSON.stringify(client.seeded ?? null)}`; };\n' +
      'exports.listingPreview = (b) => ({ title: b.title, description: `$${b.rent}/month`, hasPhoto: !!b.photo });',
  );
});
afterAll(() => {
  api.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  calls = [];
});

const json =
  (body, headers = {}) =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
const render = (renderer, page, url) =>
  renderer(page, new URL(url, 'http://localhost'), FRAME_PAGE);
const ORIGIN = 'https://subleases.example';
/** The content of `<meta property|name="key">`, as a crawler's HTML parser reads it. */
const tag = (html, key) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('apiPathFor', () => {
  it("names the page's first request, and nothing for other pages or odd ids", () => {
    const at = (page, url) => apiPathFor(page, new URL(url, 'http://x'));
    expect(at('prerendered/listings.html', '/listings')).toBe('/listings');
    expect(at('prerendered/listing.html', '/listings/42')).toBe('/listings/42/details');
    expect(at('prerendered/listing.html', '/listings/..%2Fuser')).toBeNull();
    expect(at('index.html', '/profile')).toBeNull();
  });
});

describe('createPageRenderer', () => {
  it("renders /listings' frame with the API answer without the remote's render, and preloads it", async () => {
    answer = json([{ listingID: 1 }], { etag: '"v1"' });
    const renderer = createPageRenderer({ root: path.join(dir, 'dist'), apiTarget });
    const first = await render(renderer, 'prerendered/listings.html', '/listings');
    expect(first).toContain('<!--frame-->RENDERED listings [{"listingID":1}]<!--/frame-->');
    expect(first).toContain('<link data-after-paint as=fetch crossorigin href="/api/listings">');
    // A frame, not the app: the browser replaces it rather than hydrating it.
    expect(first).toContain('<div id=root><!--frame-->');
  });

  it('names the visitor to the API, so its per-client limits count them, not the site', async () => {
    answer = json({ listingID: 7 });
    const renderer = createPageRenderer({ root: path.join(dir, 'dist'), apiTarget });
    const url = new URL('/listings/7', 'http://localhost');
    await renderer('prerendered/listing.html', url, FRAME_PAGE, {
      forwardedFor: '203.0.113.9',
      userAgent: 'Phone Browser/1.0',
    });
    expect(calls).toMatchObject([
      {
        url: '/api/listings/7/details',
        forwardedFor: '203.0.113.9',
        userAgent: 'Phone Browser/1.0',
      },
    ]);
  });

  it("keeps the skeleton for filtered URLs without the remote's render, but preloads the list", async () => {
    answer = json([{ listingID: 1 }]);
    const renderer = createPageRenderer({ root: path.join(dir, 'dist'), apiTarget });
    const html = await render(renderer, 'prerendered/listings.html', '/listings?term=Fall');
    expect(html).toContain('SKELETON');
    expect(html).toContain('href="/api/listings"');
  });

  it('keeps the skeleton when the API is slow, failing or answers something else', async () => {
    const renderer = createPageRenderer({ root: path.join(dir, 'dist'), apiTarget });
    answer = (_req, res) => setTimeout(() => json({ listingID: 5 })(_req, res), 1000);
    const slow = await render(renderer, 'prerendered/listing.html', '/listings/5');
    expect(slow).toContain('SKELETON');
    expect(slow).toContain('href="/api/listings/5/details"');
    answer = (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"Listing not found"}');
    };
    expect(await render(renderer, 'prerendered/listing.html', '/listings/6')).toContain('SKELETON');
    answer = (_req, res) => res.end('not json');
    expect(await render(renderer, 'prerendered/listing.html', '/listings/7')).toContain('SKELETON');
  });

  it('renders a listing page with its details', async () => {
    answer = json({ listingID: 8 });
    const renderer = createPageRenderer({ root: path.join(dir, 'dist'), apiTarget });
    const html = await render(renderer, 'prerendered/listing.html', '/listings/8');
    expect(html).toContain('RENDERED listing {"listingID":8}');
    expect(calls[0].url).toBe('/api/listings/8/details');
  });

  it("adds the links of the page's remote files to the head, after the page's own", async () => {
    answer = json([]);
    const renderer = createPageRenderer({
      root: path.join(dir, 'dist'),
      apiTarget,
      remotePreloads: (_req, pathname) => `<link href="${pathname}">`,
    });
    const html = await render(renderer, 'prerendered/listings.html', '/listings');
    expect(html).toContain('<link href="/listings"></head>');
  });

  it('sends the frames as built when there is no render bundle', async () => {
    answer = json([]);
    const renderer = createPageRenderer({ root: path.join(dir, 'nowhere', 'dist'), apiTarget });
    const html = await render(renderer, 'prerendered/listings.html', '/listings');
    expect(html).toContain('SKELETON');
    expect(calls).toEqual([]);
  });
});

describe('the app rendered for the browser to hydrate', () => {
  /** A published render (dist/server of a build or a release) that writes what it was given. */
  function publishRender(name, { format = 'mf-listings-render/2', seed, css = '.t{color:red}' }) {
    const folder = path.join(dir, name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'render.cjs'),
      `exports.FORMAT = ${JSON.stringify(format)};\n` +
        `exports.host = require('react');\n` +
        `exports.pages = { ListingsPage: 'LIST', ListingDetailPage: 'DETAIL' };\n` +
        `exports.seed = (client, page, body, params) => { ${seed} };\n`,
    );
    writeFileSync(path.join(folder, 'render.css'), css);
    return folder;
  }
  const SEED = 'client.seeded = { page, body, params };';
  const rendererWith = (folder) =>
    createPageRenderer({
      root: path.join(dir, 'dist'),
      apiTarget,
      remoteRenderDir: (pkg) => (pkg === 'mf-listings' ? folder : null),
    });

  it("renders a listing's page with the remote's own page and seed, its CSS, marked for hydration", async () => {
    answer = json({ listingID: 9, title: 'Nine' });
    const folder = publishRender('render-a', { seed: SEED });
    const html = await render(rendererWith(folder), 'prerendered/listing.html', '/listings/9/');
    expect(html).toContain(
      '<!--frame-->APP /listings/9/ [mf_listings/ListingDetailPage=DETAIL] ' +
        '{"page":"ListingDetailPage","body":{"listingID":9,"title":"Nine"},"params":{"id":"9"}}' +
        '<!--/frame-->',
    );
    expect(html).toContain(
      '<div id=root data-rendered-for="/listings/9/" ' +
        'data-rendered-page="mf_listings/ListingDetailPage">',
    );
    expect(html).toContain('<style>.t{color:red}</style></head>');
    expect(html).toContain(
      '<link data-after-paint as=fetch crossorigin href="/api/listings/9/details">',
    );
  });

  it("names the page's first photos in the head, before the styles, as well as in the render", async () => {
    answer = json({ listingID: 9, title: 'Nine', photo: '/p/9.webp' });
    const folder = publishRender('render-photo', { seed: SEED });
    const html = await render(rendererWith(folder), 'prerendered/listing.html', '/listings/9');
    const link = '<link rel="preload" as="image" href="/p/9.webp" fetchPriority="high"/>';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(link);
    expect(head.indexOf(link)).toBeLessThan(head.indexOf('<style>'));
    expect(html).toContain(`<!--frame-->${link}APP /listings/9`);
  });

  it('renders the home page, which needs no remote and no answer', async () => {
    const html = await render(rendererWith(null), 'prerendered/home.html', '/');
    expect(html).toContain('<div id=root data-rendered-for="/"><!--frame-->APP / [] null');
    expect(calls).toEqual([]);
  });

  it('renders the list for its URL, filters included, and reuses a page on a 304', async () => {
    answer = (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304);
        return res.end();
      }
      json([{ listingID: 1 }], { etag: '"v1"' })(req, res);
    };
    const renderer = rendererWith(publishRender('render-l', { seed: SEED }));
    const url = '/listings?term=Fall&q=%22%3Cx%3E%22';
    const first = await render(renderer, 'prerendered/listings.html', url);
    expect(first).toContain(`APP ${url} [mf_listings/ListingsPage=LIST]`);
    expect(first).toContain('data-rendered-for="/listings?term=Fall&amp;q=%22%3Cx%3E%22"');
    const second = await render(renderer, 'prerendered/listings.html', url);
    expect(second).toBe(first);
    expect(calls.map((c) => c.ifNoneMatch)).toEqual([null, '"v1"']);
    // Another URL of the same answer is rendered for itself.
    const plain = await render(renderer, 'prerendered/listings.html', '/listings');
    expect(plain).toContain('data-rendered-for="/listings"');
  });

  it('falls back to the frame, not marked, when the seed throws, another format or no render', async () => {
    answer = json({ listingID: 10 });
    const throwing = publishRender('render-b', { seed: "throw new Error('does not fit');" });
    const older = publishRender('render-c', { format: 'mf-listings-render/1', seed: SEED });
    for (const folder of [throwing, older, path.join(dir, 'no-render'), null]) {
      const html = await render(rendererWith(folder), 'prerendered/listing.html', '/listings/10');
      expect(html).toContain('RENDERED listing {"listingID":10}');
      expect(html).not.toContain('data-rendered-for');
      expect(html).not.toContain('<style>');
    }
  });

  it("runs the remote's render on the host's React, never a copy from disk", async () => {
    answer = json({ listingID: 12 });
    const folder = publishRender('render-h', { seed: 'client.seeded = exports.host;' });
    const html = await render(rendererWith(folder), 'prerendered/listing.html', '/listings/12');
    expect(html).toContain('{"host":true}');
  });

  it('uses a rebuilt render at once (a new release is a new folder)', async () => {
    answer = json({ listingID: 11 });
    const folder = publishRender('render-d', { seed: "client.seeded = 'OLD';" });
    const renderer = rendererWith(folder);
    expect(await render(renderer, 'prerendered/listing.html', '/listings/11')).toContain('"OLD"');
    publishRender('render-d', { seed: "client.seeded = 'NEW';", css: '.n{}' });
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(folder, 'render.cjs'), later, later);
    const html = await render(renderer, 'prerendered/listing.html', '/listings/11');
    expect(html).toContain('"NEW"');
    expect(html).toContain('<style>.n{}</style>');
  });
});

describe('link previews', () => {
  const renderer = () =>
    createPageRenderer({ root: path.join(dir, 'dist'), apiTarget, siteOrigin: () => ORIGIN });

  it("gives a listing's page its title, summary, share card and canonical URL", async () => {
    answer = json({ listingID: 8, title: 'Sunny room', rent: 850, photo: true });
    const html = await render(renderer(), 'prerendered/listing.html', '/listings/8/');
    expect(html).toContain('<title>Sunny room · Madison Subleases</title>');
    expect(tag(html, 'og:title')).toBe('Sunny room');
    expect(tag(html, 'og:description')).toBe('$850/month');
    expect(tag(html, 'description')).toBe('$850/month');
    expect(html).not.toContain('Student subleases');
    expect(tag(html, 'og:type')).toBe('article');
    expect(tag(html, 'og:site_name')).toBe('Madison Subleases');
    expect(tag(html, 'og:url')).toBe(`${ORIGIN}/listings/8`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/listings/8">`);
    expect(tag(html, 'og:image')).toBe(`${ORIGIN}/api/listings/8/share-image.jpg`);
    expect(tag(html, 'og:image:width')).toBe('1200');
    expect(tag(html, 'og:image:height')).toBe('630');
    expect(tag(html, 'og:image:type')).toBe('image/jpeg');
    expect(tag(html, 'og:image:alt')).toBe('Photo of Sunny room');
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'robots')).toBeUndefined();
    // Still the page with its data and its preload.
    expect(html).toContain('RENDERED listing');
    expect(html).toContain('href="/api/listings/8/details"');
  });

  it('escapes what the lister typed', async () => {
    const title = "\"><script>alert(1)</script><b a='x'>&amp;";
    answer = json({ listingID: 9, title, rent: 1, photo: true });
    const html = await render(renderer(), 'prerendered/listing.html', '/listings/9');
    const head = html.slice(0, html.indexOf('<div id=root>'));
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<b ');
    expect(tag(html, 'og:title')).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b a=&#39;x&#39;&gt;&amp;amp;',
    );
    expect(head).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b a=&#39;x&#39;&gt;&amp;amp; · ',
    );
  });

  it('names the site card for a listing without a photo', async () => {
    answer = json({ listingID: 10, title: 'No photos', rent: 700, photo: false });
    const html = await render(renderer(), 'prerendered/listing.html', '/listings/10');
    expect(tag(html, 'og:image')).toBe(`${ORIGIN}/share-card.jpg`);
  });

  it("gives a missing listing the site's preview, not indexed; a slow API the same, indexed", async () => {
    answer = (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"Listing not found"}');
    };
    const missing = await render(renderer(), 'prerendered/listing.html', '/listings/404');
    expect(missing).toContain('<title>Madison Subleases</title>');
    expect(tag(missing, 'og:title')).toBe('Madison Subleases');
    expect(tag(missing, 'og:description')).toBe('Student subleases &amp; more');
    expect(tag(missing, 'og:image')).toBe(`${ORIGIN}/share-card.jpg`);
    expect(tag(missing, 'robots')).toBe('noindex');
    expect(tag(missing, 'og:url')).toBeUndefined();
    expect(missing).not.toContain('rel="canonical"');
    expect(missing).toContain('SKELETON');

    answer = (req, res) => setTimeout(() => json({ listingID: 5, title: 'Late' })(req, res), 1000);
    const slow = await render(renderer(), 'prerendered/listing.html', '/listings/5');
    expect(tag(slow, 'og:title')).toBe('Madison Subleases');
    expect(tag(slow, 'robots')).toBeUndefined();
  });

  it('gives / and /listings the site preview with their own URLs', async () => {
    answer = json([]);
    const home = await render(renderer(), 'prerendered/home.html', '/');
    expect(tag(home, 'og:title')).toBe('Madison Subleases');
    expect(tag(home, 'og:type')).toBe('website');
    expect(tag(home, 'og:url')).toBe(`${ORIGIN}/`);
    expect(tag(home, 'og:image')).toBe(`${ORIGIN}/share-card.jpg`);
    expect(calls).toEqual([]);
    const list = await render(renderer(), 'prerendered/listings.html', '/listings?term=Fall');
    expect(list).toContain('<title>Listings · Madison Subleases</title>');
    expect(tag(list, 'og:title')).toBe('Listings · Madison Subleases');
    expect(tag(list, 'og:url')).toBe(`${ORIGIN}/listings`);
    expect(tag(list, 'og:description')).toMatch(/^Browse student subleases in Madison, WI/);
  });

  it('writes no preview without a site origin (a shell served elsewhere)', async () => {
    answer = json({ listingID: 8, title: 'Sunny room', rent: 850, photo: true });
    const html = await render(
      createPageRenderer({ root: path.join(dir, 'dist'), apiTarget }),
      'prerendered/listing.html',
      '/listings/8',
    );
    expect(html).not.toContain('og:');
    expect(html).toContain('<title>t</title>');
  });
});

describe('disableUntilHydrated', () => {
  it("disables the painted page's controls, marked, and leaves those the app disabled as they are", () => {
    expect(
      disableUntilHydrated(
        '<button type="button" aria-label="a&gt;b">A</button><button disabled="" type="submit">B</button>' +
          '<select id="s"><option>x</option></select><input type="date"/><textarea></textarea><buttons>',
      ),
    ).toBe(
      '<button disabled="" data-painted-disabled="" type="button" aria-label="a&gt;b">A</button>' +
        '<button disabled="" type="submit">B</button>' +
        '<select disabled="" data-painted-disabled="" id="s"><option>x</option></select>' +
        '<input disabled="" data-painted-disabled="" type="date"/>' +
        '<textarea disabled="" data-painted-disabled=""></textarea><buttons>',
    );
  });

  it('leaves enabled a button the browser answers without the app (it opens or closes a dialog)', () => {
    const opener = '<button type="button" command="show-modal" commandfor="_R_1_">Filters</button>';
    const close = '<button type="button" aria-label="Close" command="close" commandfor="_R_1_">';
    expect(disableUntilHydrated(opener + close)).toBe(opener + close);
  });
});
