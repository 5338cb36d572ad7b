// The pages with a frame painted before any JavaScript, as the app itself renders them
// (docs/decisions/0035-paint-before-javascript.md). The shell's build prerenders frames with
// skeletons (dist/prerendered/*.html) and leaves its render bundle in dist-server/render.cjs. Per
// request this module renders the app there (renderApp: the shell's routes and layout) at the URL,
// with the page's public first answer from the API (also preloaded, so that the app's own request
// reuses the download) and, for a remote's page, that remote's own component from the server render
// it publishes with each build and release (remote-render.mjs: the code the browser will run). The
// browser hydrates that HTML (`data-rendered-for` on #root says for which URL it was rendered).
// Anything missing, slow or unexpected: the prerendered frame (with the list's cards or a listing's
// first photo when the answer came), which the browser replaces.
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fillPath, pageAt, PAGES } from '../../shell/src/app/page-table.mjs';
import { createRemoteRender } from './remote-render.mjs';
import { previewOf, siteDescriptionOf, withPreview } from './share-tags.mjs';

/** An image preload as React writes it into a render (its first photos, `fetchPriority="high"`). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The version of each remote's server render this server calls (its FORMAT export). */
const RENDER_FORMATS = /** @type {Record<string, string>} */ ({
  'mf-listings': 'mf-listings-render/2',
});

/** Rendered list pages kept by the answer's ETag and the URL: most loads cost the API a 304. */
const KEPT_LIST_PAGES = 20;

/** How long a page waits for the API before it is sent with skeletons instead. */
const API_DEADLINE_MS = 300;
/** A list answer larger than this is not parsed per request (thousands of listings). */
const MAX_LIST_BYTES = 4 * 1024 * 1024;
const FRAME = /<!--frame-->[\s\S]*<!--\/frame-->/;
const ROOT = '<div id=root>';

/**
 * The painted page's controls (buttons, selects, fields) need the app: disabled until the browser
 * hydrates them (bootstrap.tsx removes what is marked here just before), so they say so, and a
 * click or a choice waits for the real control instead of being lost. A control the app itself
 * draws disabled stays so, and a button the browser itself answers (`commandfor`: it opens or
 * closes a painted dialog, such as a phone's Filters sheet) works from the paint on.
 * @param {string} html
 */
export const disableUntilHydrated = (html) =>
  html.replace(/<(button|select|input|textarea)(?=[\s>/])[^>]*>/g, (tag, name) =>
    / disabled=""/.test(tag) || / commandfor="/.test(tag)
      ? tag
      : tag.replace(`<${name}`, `<${name} disabled="" data-painted-disabled=""`),
  );

/** @param {string} text */
const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Ids are opaque but URL-safe (contract); anything else is left to the app. */
const URL_SAFE = /^[\w-]{1,64}$/;

/**
 * The page of the table at `url` when the site server sent its frame (`page`); null otherwise.
 * @param {string} page
 * @param {URL} url
 */
function framedPageAt(page, url) {
  const at = pageAt(url.pathname);
  return at && 'frame' in at.page && page === `prerendered/${at.page.frame}.html` ? at : null;
}

/**
 * The page of the table at `url` and the API answer it starts with (its `firstAnswer`), when the
 * site server sent that page's frame (`page`); null for other pages.
 * @param {string} page
 * @param {URL} url
 */
function firstAnswerOf(page, url) {
  const at = framedPageAt(page, url);
  if (!at || !('firstAnswer' in at.page)) return null;
  const apiPath = fillPath(at.page.firstAnswer, at.params, (v) => (URL_SAFE.test(v) ? v : null));
  return apiPath === null ? null : { apiPath, page: at.page, params: at.params };
}

/**
 * The API answer a page starts with (the app's first request), or null for other pages.
 * @param {string} page
 * @param {URL} url
 * @returns {string | null}
 */
export function apiPathFor(page, url) {
  return firstAnswerOf(page, url)?.apiPath ?? null;
}

/**
 * GET on the API with a deadline: `{ status, etag, body }`; a 304 has no body. `visitor` names who
 * asked (X-Forwarded-For, which the API believes from loopback, and their User-Agent), so the API's
 * per-client limits and view counts see them and not this server.
 * @param {string} target
 * @param {string} apiPath
 * @param {string | null | undefined} etag
 * @param {Visitor | undefined} visitor
 * @returns {Promise<{ status: number, etag: string | null, body: any } | null>}
 */
function getJson(target, apiPath, etag, visitor) {
  return new Promise((resolve) => {
    const req = http.get(
      new URL(`/api${apiPath}`, target),
      {
        headers: {
          accept: 'application/json',
          ...(etag ? { 'if-none-match': etag } : {}),
          ...(visitor?.forwardedFor ? { 'x-forwarded-for': visitor.forwardedFor } : {}),
          ...(visitor?.userAgent ? { 'user-agent': visitor.userAgent } : {}),
        },
        timeout: API_DEADLINE_MS,
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        let size = 0;
        res.on('data', (chunk) => {
          size += chunk.length;
          if (size > MAX_LIST_BYTES) req.destroy();
          else chunks.push(chunk);
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          let body = null;
          if (status === 200) {
            try {
              body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              return resolve(null);
            }
          }
          resolve({ status, etag: res.headers.etag ?? null, body });
        });
        res.on('error', () => resolve(null));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

/** @typedef {{ forwardedFor: string, userAgent: string }} Visitor */

/**
 * The pages with a link preview of their own: those with a frame (others get index.html's).
 * @type {Record<string, string | undefined>}
 */
const PREVIEW_PAGES = Object.fromEntries(
  PAGES.flatMap((p) => ('frame' in p ? [[`prerendered/${p.frame}.html`, p.frame]] : [])),
);

/**
 * @param {object} options
 * @param {string} options.root       the shell's dist/ (its render bundle is in ../dist-server)
 * @param {string} options.apiTarget  the API's origin, e.g. http://127.0.0.1:8080
 * @param {(req: import('node:http').IncomingMessage | undefined) => string} [options.siteOrigin]
 *   the site's absolute origin for a request (app-config.mjs siteOriginFor: SITE_URL, else a host
 *   the site knows); without it, pages get no link-preview tags
 * @param {(pkg: string, req: import('node:http').IncomingMessage | undefined) => string | null} [options.remoteRenderDir]
 *   where the server render of the remote that request's browser will run is (remote-render.mjs
 *   remoteRenderDirFor); without it, the remotes' pages get their frames
 * @param {(req: import('node:http').IncomingMessage | undefined, pathname: string) => string} [options.remotePreloads]
 *   the `<link>`s of the files of the remote that takes the page over (remote-preload.mjs)
 * @returns {(page: string, url: URL, html: string, visitor?: { forwardedFor: string, userAgent: string }, req?: import('node:http').IncomingMessage) => Promise<string>}
 *   the page's HTML
 */
export function createPageRenderer({
  root,
  apiTarget,
  siteOrigin,
  remoteRenderDir,
  remotePreloads,
}) {
  const bundle = path.join(root, '..', 'dist-server', 'render.cjs');
  /** @type {any} the shell's render bundle (its exports); null when it is not built */
  let renderer;
  /** @returns {any} the shell's render bundle (its exports), or null */
  const load = () => {
    if (renderer !== undefined) return renderer;
    try {
      renderer = createRequire(import.meta.url)(bundle);
    } catch {
      renderer = null; // not built (an older build, or a shell served elsewhere): frames only
    }
    return renderer;
  };
  /** @type {Map<string, { etag: string, app: { frame: string, css: string | null, renderedPage: string | null } }>} */
  const keptLists = new Map();
  /** @type {Map<string, ReturnType<typeof createRemoteRender>>} by package */
  const remoteRenders = new Map();
  const hostOf = () => load()?.hostModules ?? null;
  /**
   * @param {string} pkg
   * @param {import('node:http').IncomingMessage | undefined} req
   */
  const remoteRenderOf = (pkg, req) => {
    if (!remoteRenderDir) return null;
    let renderIn = remoteRenders.get(pkg);
    if (!renderIn) {
      renderIn = createRemoteRender(RENDER_FORMATS[pkg] ?? '', hostOf);
      remoteRenders.set(pkg, renderIn);
    }
    return renderIn(remoteRenderDir(pkg, req));
  };

  /**
   * What the app needs to render the page of `at` for the browser that sent `req`: for a remote's
   * page, that remote's render (the release this browser will run); null when it is missing.
   * @param {NonNullable<ReturnType<typeof framedPageAt>>} at
   * @param {import('node:http').IncomingMessage | undefined} req
   */
  function pageCode({ page }, req) {
    if (!('module' in page)) return { id: null, remote: null, key: 'shell' };
    const remote = 'serverRender' in page ? remoteRenderOf(page.serverRender, req) : null;
    if (!remote?.render.pages?.[page.module]) return null;
    return { id: `${page.owner}/${page.module}`, remote, key: remote.key };
  }

  /**
   * The app rendered at `url` for the browser to hydrate, with the page's first answer (`body`);
   * null when it fails (the frame then).
   * @param {NonNullable<ReturnType<typeof framedPageAt>>} at
   * @param {NonNullable<ReturnType<typeof pageCode>>} code
   * @param {URL} url
   * @param {unknown} body
   * @returns {{ frame: string, css: string | null, renderedPage: string | null } | null}
   */
  function appFor(at, code, url, body) {
    const { page, params } = at;
    const { id, remote } = code;
    try {
      const frame = load().renderApp(`${url.pathname}${url.search}`, {
        pages: id && remote && 'module' in page ? { [id]: remote.render.pages[page.module] } : {},
        seed:
          remote && 'module' in page
            ? (/** @type {unknown} */ client) =>
                remote.render.seed(client, page.module, body, params)
            : undefined,
      });
      return { frame: disableUntilHydrated(frame), css: remote?.css ?? null, renderedPage: id };
    } catch (error) {
      console.error(`page render: ${url.pathname} was not rendered`, error);
      return null;
    }
  }

  /**
   * The frame (the app when it renders, else the prerendered frame with the answer), its remote's
   * CSS, and the answer for the page's preview (each null when not known).
   * @param {string} page
   * @param {URL} url
   * @param {Visitor | undefined} visitor
   * @param {import('node:http').IncomingMessage | undefined} req
   * @returns {Promise<{ frame: string | null, css: string | null, renderedPage: string | null, rendered: boolean, body: unknown, status: number }>}
   */
  async function frameFor(page, url, visitor, req) {
    const at = framedPageAt(page, url);
    const none = {
      frame: null,
      css: null,
      renderedPage: null,
      rendered: false,
      body: null,
      status: 0,
    };
    const shell = load();
    if (!at || !shell) return none;
    const code = typeof shell.renderApp === 'function' ? pageCode(at, req) : null;
    const first = firstAnswerOf(page, url);
    if (!first) {
      const app = code && appFor(at, code, url, null);
      return app ? { ...none, ...app, rendered: true } : none;
    }
    const list = first.page.frame === 'listings';
    // The list's pages are kept per URL and code: on a 304 the same HTML again.
    const keptKey = list && code ? `${code.key} ${url.search}` : null;
    const kept = keptKey ? keptLists.get(keptKey) : undefined;
    const answer = await getJson(apiTarget, first.apiPath, kept?.etag, visitor);
    if (!answer) return none;
    const { status, body } = answer;
    if (status === 304 && kept) return { ...none, ...kept.app, rendered: true, status };
    if (status !== 200) return { ...none, status };
    const app = code && appFor(at, code, url, body);
    if (app) {
      if (keptKey && answer.etag) {
        keptLists.delete(keptKey);
        keptLists.set(keptKey, { etag: answer.etag, app });
        if (keptLists.size > KEPT_LIST_PAGES) keptLists.delete(keptLists.keys().next().value ?? '');
      }
      return { ...none, ...app, rendered: true, body, status };
    }
    // The prerendered frame with the answer: the plain list's cards, a listing's first photo.
    if (list && url.search !== '') return { ...none, body, status };
    return { ...none, frame: shell.renderPageWithData(first.page.frame, body), body, status };
  }

  /**
   * The listing's preview text from the bundle, or null (no bundle, no answer, or it does not fit).
   * @param {unknown} body
   */
  function listingPreviewOf(body) {
    if (!body) return null;
    try {
      return load()?.listingPreview?.(body) ?? null;
    } catch {
      return null;
    }
  }

  return async function renderPage(page, url, html, visitor, req) {
    const apiPath = apiPathFor(page, url);
    const previewPage = PREVIEW_PAGES[page];
    let out = html;
    /** @type {unknown} */
    let body = null;
    let status = 0;
    if (apiPath) {
      // The app's first request for the page (the shell prefetches the same URL before its first
      // render: shell/src/app/route-data.ts), started with the app's scripts once the page has
      // painted (the loader turns `data-after-paint` links into preloads), not with the HTML: at
      // 5,000 listings the list is ~130 KB, and Lighthouse's simulation counts every request that
      // started before the largest paint into it (the town's LCP 1.1 → 1.7–2.0 s, measured).
      const preload = `<link data-after-paint as=fetch crossorigin href="/api${apiPath}">`;
      out = out.replace('</title>', () => `</title>${preload}`);
    }
    try {
      const rendered = await frameFor(page, url, visitor, req);
      ({ body, status } = rendered);
      if (rendered.frame) {
        out = out.replace(FRAME, () => `<!--frame-->${rendered.frame}<!--/frame-->`);
        // The first photos' preloads: React writes them at the start of its render, in the body,
        // after the inline styles (~100 KB); named in the head too, the browser's preload scanner
        // asks for the page's largest paint before it has read the styles.
        const photos = rendered.frame.match(IMAGE_PRELOAD) ?? [];
        if (photos.length > 0) out = out.replace('</title>', () => `</title>${photos.join('')}`);
      }
      // What the browser hydrates: the app as rendered for this URL, with this remote page's code.
      if (rendered.frame && rendered.rendered) {
        const marks =
          ` data-rendered-for="${escapeAttribute(`${url.pathname}${url.search}`)}"` +
          (rendered.renderedPage ? ` data-rendered-page="${rendered.renderedPage}"` : '');
        out = out.replace(ROOT, () => `<div id=root${marks}>`);
      }
      // The remote's rules, inline like the shell's: no request before the first paint.
      if (rendered.frame && rendered.css) {
        out = out.replace('</head>', () => `<style>${rendered.css}</style></head>`);
      }
    } catch (error) {
      console.error('page render: sent the frame without data', error);
    }
    // Downloaded while the page shows, run once the shell asks for them (remote-preload.mjs).
    const links = remotePreloads?.(req, url.pathname) ?? '';
    if (links) out = out.replace('</head>', () => `${links}</head>`);
    if (!previewPage || !siteOrigin) return out;
    const origin = siteOrigin(req);
    const id = apiPath && previewPage === 'listing' ? apiPath.split('/')[2] : undefined;
    const preview = previewOf({
      origin,
      page: previewPage,
      id,
      listing: previewPage === 'listing' ? listingPreviewOf(body) : null,
      // The API said so (a slow or failing API says nothing about the listing).
      missing: status === 404,
      siteDescription: siteDescriptionOf(html),
    });
    return withPreview(out, preview, origin);
  };
}
