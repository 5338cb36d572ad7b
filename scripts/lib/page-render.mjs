// The listings pages' first paint with their public data
// (docs/decisions/0035-paint-before-javascript.md). The shell's build prerenders frames with
// skeletons (dist/prerendered/*.html) and
// leaves its render bundle in dist-server/render.cjs; for /listings (default filters) and a
// listing's page this module asks the API for the same public answer the app fetches first, renders
// the real cards / first photo into the frame, and adds a preload of that answer so the app's own
// request reuses the download. On a phone the largest paint (a photo) then needs no JavaScript.
// A listing's page is painted whole (title, price, term, address, details, description) by the
// server render mf-listings publishes with its build (remote-render.mjs), inside the shell's frame;
// without one, the shell's skeleton with the first photo.
// Anything missing, slow or unexpected: the prerendered file as it is.
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fillPath, pageAt, PAGES } from '../../shell/src/app/page-table.mjs';
import { createRemoteRender } from './remote-render.mjs';
import { previewOf, siteDescriptionOf, withPreview } from './share-tags.mjs';

/** The version of mf-listings' server render this server calls (its FORMAT export). */
const LISTINGS_RENDER_FORMAT = 'mf-listings-render/1';

/** How long a page waits for the API before it is sent with skeletons instead. */
const API_DEADLINE_MS = 300;
/** A list answer larger than this is not parsed per request (thousands of listings). */
const MAX_LIST_BYTES = 4 * 1024 * 1024;
const FRAME = /<!--frame-->[\s\S]*<!--\/frame-->/;

/** Ids are opaque but URL-safe (contract); anything else is left to the app. */
const URL_SAFE = /^[\w-]{1,64}$/;

/**
 * The page of the table at `url` and the API answer it starts with (its `firstAnswer`), when the
 * site server sent that page's frame (`page`); null for other pages.
 * @param {string} page
 * @param {URL} url
 */
function firstAnswerOf(page, url) {
  const at = pageAt(url.pathname);
  if (!at || !('frame' in at.page) || page !== `prerendered/${at.page.frame}.html`) return null;
  if (!('firstAnswer' in at.page)) return null;
  const apiPath = fillPath(at.page.firstAnswer, at.params, (v) => (URL_SAFE.test(v) ? v : null));
  return apiPath === null ? null : { apiPath, page: at.page };
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
 * @param {(pkg: string) => string | null} [options.remoteRenderDir] where a remote's server render is
 *   (remote-render.mjs remoteRenderDirFor); without it, a listing's page gets the photo frame
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
  // The list's last rendering by its ETag: most page loads cost the API a 304.
  /** @type {{ etag: string | null, frame: string | null }} */
  let list = { etag: null, frame: null };
  const listingsRender = remoteRenderDir
    ? createRemoteRender(() => remoteRenderDir('mf-listings'), LISTINGS_RENDER_FORMAT)
    : () => null;

  /**
   * The listing's page painted by mf-listings' own render in the shell's frame, with that render's
   * CSS; null when either is missing or the answer does not fit (the photo frame then).
   */
  /**
   * @param {unknown} body
   * @param {string} apiPath
   * @returns {{ frame: string, css: string } | null}
   */
  function paintedListing(body, apiPath) {
    const remote = listingsRender();
    const shell = load();
    if (!remote || typeof shell?.renderPaintedPage !== 'function') return null;
    try {
      const html = /** @type {(body: unknown) => string} */ (remote.render.renderListingPage)(body);
      const pagePath = `/listings/${apiPath.split('/')[2]}`;
      return { frame: shell.renderPaintedPage('listing', pagePath, html), css: remote.css };
    } catch (error) {
      console.error('page render: the listing page was not painted', error);
      return null;
    }
  }

  /**
   * The frame with data, and a listing's answer for its preview (each null when not known).
   * @param {string} page
   * @param {URL} url
   * @param {Visitor | undefined} visitor
   * @returns {Promise<{ frame: string | null, css: string | null, body: unknown, status: number }>}
   */
  async function frameFor(page, url, visitor) {
    const first = firstAnswerOf(page, url);
    const render = load();
    const none = { frame: null, css: null, body: null, status: 0 };
    if (!first || !render) return none;
    const { apiPath } = first;
    const name = first.page.frame;
    // Filters and sort live in the query string; the server renders only the default view.
    if (name === 'listings' && url.search !== '') return none;
    const cached = name === 'listings' ? list : null;
    const answer = await getJson(apiTarget, apiPath, cached?.etag, visitor);
    if (!answer) return none;
    const { status, body } = answer;
    if (status === 304 && cached?.frame) return { ...none, frame: cached.frame, status };
    if (status !== 200) return { ...none, status };
    const painted =
      'serverRender' in first.page && first.page.serverRender === 'mf-listings'
        ? paintedListing(body, apiPath)
        : null;
    if (painted) return { ...painted, body, status };
    const frame = render.renderPageWithData(name, body);
    if (cached && answer.etag) list = { etag: answer.etag, frame };
    return { frame, css: null, body, status };
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
      // The app's first request for the page, started by the HTML (the shell prefetches the same
      // URL before its first render: shell/src/app/route-data.ts).
      const preload = `<link rel=preload as=fetch crossorigin href="/api${apiPath}">`;
      out = out.replace('</title>', () => `</title>${preload}`);
      try {
        const rendered = await frameFor(page, url, visitor);
        ({ body, status } = rendered);
        if (rendered.frame) {
          out = out.replace(FRAME, () => `<!--frame-->${rendered.frame}<!--/frame-->`);
        }
        // The remote's rules, inline like the shell's: no request before the first paint.
        if (rendered.frame && rendered.css) {
          out = out.replace('</head>', () => `<style>${rendered.css}</style></head>`);
        }
      } catch (error) {
        console.error('page render: sent the frame without data', error);
      }
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
