// The production server of the built apps. The files themselves are served by `serve-static`
// (express's: ranges, ETag/Last-Modified, path traversal refused) and gzipped by `compression`; this
// module adds what is ours: cache headers per file, CORS for remotes, the pages (prerendered frames
// rendered per request, SPA fallback to index.html, each with its own CSP), /app-config.json and the
// /api proxy of the shell.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { createProxyServer } from 'httpxy';
import serveStatic_ from 'serve-static';
import { pageAt } from '../../shell/src/app/page-table.mjs';
import { canaryBucket } from './canary-bucket.mjs';
import { clientOf, forwardHeaders } from './forwarded.mjs';
import { precompressedUrl, setPrecompressedHeaders } from './precompressed.mjs';
import { COMMON_HEADERS, pageHeaders } from './security-headers.mjs';

/** @typedef {http.IncomingMessage} Req */
/** @typedef {http.ServerResponse<http.IncomingMessage>} Res */
/** @typedef {import('./forwarded.mjs').Trust} Trust */
/** @typedef {import('./app-config.mjs').AppConfig} AppConfig */

const HTML = 'text/html; charset=utf-8';
/** `[name].[contenthash:10].ext` (tooling/webpack): such a file never changes, so cache it for a year. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * The page an app URL gets: the frame the shell's build prerendered for its page (the page table's
 * `frame`; docs/decisions/0035-paint-before-javascript.md) from dist/prerendered/; every other URL
 * gets index.html, the generic frame. Apps without them (the remotes' harness pages) get index.html
 * everywhere.
 * @param {string} pathname
 * @returns {string}
 */
export function pageFor(pathname) {
  const page = pageAt(pathname === '/index.html' ? '/' : pathname)?.page;
  return page && 'frame' in page ? `prerendered/${page.frame}.html` : 'index.html';
}

/** @param {string} file */
export function cacheControl(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * How long the /api proxy waits while the API is silent (no byte either way) before it gives up
 * with a 504: a hung API must not hang every page's requests for ever. Uploads get longer: the API
 * decodes and re-encodes a photo of up to 40 megapixels before it answers. The live-event stream
 * (`/api/events`) is silent between events by nature: the API sends a heartbeat every 20 s, so
 * three missed heartbeats mean a hung API (the stream is then cut and the client reconnects).
 */
export const UPSTREAM_TIMEOUT = { normalMs: 15_000, uploadMs: 120_000, eventsMs: 60_000 };
export const API_TIMEOUT_MESSAGE = 'The API did not answer in time. Please try again.';
/** @param {Req} req */
const isUpload = (req) => /^\/api\/storage\/upload\//.test(req.url ?? '');
/** @param {Req} req */
const isEvents = (req) => /^\/api\/events(\?|$)/.test(req.url ?? '');
/**
 * @param {Req} req
 * @param {typeof UPSTREAM_TIMEOUT} timeouts
 */
const silenceLimit = (req, timeouts) =>
  isEvents(req) ? timeouts.eventsMs : isUpload(req) ? timeouts.uploadMs : timeouts.normalMs;

/** @param {Req} req */
const hasBody = (req) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * How a request with a body goes upstream. On a new connection: one the balancer has just closed
 * after a keep-alive could fail it half-sent, and a write is not sent twice (an agent that keeps no
 * socket). Yet saying keep-alive (`agent: false` would make it say close): an API that answers
 * before reading the body (a 413) then reads and drops the rest instead of closing on unread bytes,
 * whose reset would lose the answer here and show a 502.
 */
const BODY_REQUEST = {
  agent: new http.Agent({ keepAlive: false }),
  headers: { connection: 'keep-alive' },
};

/**
 * @param {Res} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...COMMON_HEADERS });
  res.end(JSON.stringify(body));
}

/**
 * The /api proxy: `httpxy` (the engine of http-proxy-middleware 4, which the dev servers use) does
 * the streaming, the hop-by-hop headers, dropping the rest of a body the API answered early (a 413
 * to a too-large upload) and cutting the upstream request when the visitor leaves. Ours: who the
 * client is (forwarded.mjs), the request id, the silence limits and the JSON errors.
 * @param {string} target
 * @param {Trust} trustProxy
 * @param {typeof UPSTREAM_TIMEOUT} timeouts
 * @returns {(req: Req, res: Res) => void}
 */
function apiProxy(target, trustProxy, timeouts) {
  const engine = createProxyServer({ target, changeOrigin: true });
  /** @type {WeakSet<Req>} */
  const timedOut = new WeakSet();
  engine.on('proxyReq', (proxyReq, req) => {
    // Answers are piped as they come (never buffered), so each live event passes at once; a
    // silent API is given up on after the limit for this kind of request.
    proxyReq.setTimeout(silenceLimit(req, timeouts), () => {
      timedOut.add(req);
      proxyReq.destroy();
    });
  });
  /**
   * @param {unknown} error
   * @param {Req} req
   * @param {Res} res
   */
  const failed = (error, req, res) => {
    // What the client still sends (the rest of a large upload) is read and dropped: closing on
    // unread bytes resets the connection, and the reset can reach the client before the answer.
    req.unpipe();
    req.resume();
    // The API answered early (a 413 to a too-large upload) and dropped the rest: the answer is whole.
    if (res.writableFinished) return;
    // An answer cut on the way (the API died, or fell silent mid-answer) is cut for the client
    // too, instead of leaving it waiting for an end that never comes.
    if (res.headersSent) return res.destroy();
    const requestId = req.headers['x-request-id'];
    res.setHeader('X-Request-Id', /** @type {string} */ (requestId));
    if (timedOut.has(req)) return sendJson(res, 504, { error: API_TIMEOUT_MESSAGE, requestId });
    sendJson(res, 502, { error: 'The API is not reachable. Please try again later.', requestId });
  };
  // Web requests only (no upgrades proxied): the engine passes the request and its response.
  engine.on(
    'error',
    /** @type {(error: Error, req?: Req, res?: Res | import('node:net').Socket) => void} */ (
      failed
    ),
  );
  // The visitor left: httpxy has already dropped the upstream request.
  engine.on('econnreset', () => {});

  return (req, res) => {
    // The API believes X-Forwarded-* from us (loopback): they say who the client is, never what
    // the client claims (forwarded.mjs). Set on the request itself, so no path through the engine
    // (an `Expect: 100-continue` request skips its hooks) passes the client's own on.
    req.headers = forwardHeaders(req, trustProxy, new URL(target).host);
    engine
      .web(req, res, {
        ...(hasBody(req) ? BODY_REQUEST : {}),
      })
      .catch((error) => failed(error, req, res));
  };
}

/**
 * @param {object} options
 * @param {string} options.root        directory to serve (an app's dist/)
 * @param {number} options.port
 * @param {boolean} [options.cors]     remotes: any origin may load them
 * @param {string} [options.apiTarget] proxy /api/* to this origin (e.g. http://127.0.0.1:8080)
 * @param {typeof UPSTREAM_TIMEOUT} [options.upstreamTimeout] the proxy's patience with a silent API
 * @param {Trust} [options.trustProxy] peers whose X-Forwarded-* headers are
 *   believed (forwarded.mjs trustProxyFrom(TRUST_PROXY)); by default no one's
 * @param {(req: http.IncomingMessage, options: { bucket: number | null }) => AppConfig} [options.appConfig]
 *   answer of /app-config.json for a browser of canary `bucket` (canary-bucket.mjs; also what the
 *   pages' Content-Security-Policy allows: security-headers.mjs)
 * @param {string} [options.publicUrl] the API's PUBLIC_URL, when its links are absolute (CSP)
 * @param {(page: string, url: URL, html: string, visitor: { forwardedFor: string, userAgent: string }, req: http.IncomingMessage) => Promise<string>} [options.renderPage]
 *   the shell: a prerendered page's HTML at request time (scripts/lib/page-render.mjs)
 * @returns {Promise<http.Server>}
 */
export function serveStatic({
  root,
  port,
  cors = false,
  apiTarget,
  trustProxy = () => false,
  upstreamTimeout = UPSTREAM_TIMEOUT,
  appConfig,
  publicUrl,
  renderPage,
}) {
  root = path.resolve(root);
  /** @type {Map<string, string>} */
  const htmlCache = new Map();
  // Compressed on the fly: the same zlib level for files and rendered pages (compressible types
  // over 1 KB only, as before).
  // Connect middleware: it reads and wraps plain node requests and responses (its types say express's).
  const gzip = /** @type {(req: Req, res: Res, next: () => void) => void} */ (
    /** @type {unknown} */ (compression({ threshold: 1024 }))
  );

  /**
   * The config the page will load, for its CSP; an unreadable APP_CONFIG allows 'self' only. The
   * page does not know the browser's canary bucket yet (its first /app-config.json draws it), so it
   * allows the remotes of both sides of any canary running.
   */
  /**
   * @param {Req} req
   * @returns {AppConfig | null}
   */
  const configFor = (req) => {
    try {
      const usual = appConfig?.(req, { bucket: null });
      if (!usual) return null;
      const urls = Object.values(usual.remotes ?? {});
      const canary = Object.values(appConfig?.(req, { bucket: 0 })?.remotes ?? {});
      const extra = canary.filter((url) => !urls.includes(url));
      if (!extra.length) return usual;
      const more = Object.fromEntries(extra.map((url, i) => [`canary${i}`, url]));
      return { ...usual, remotes: { ...usual.remotes, ...more } };
    } catch {
      return null;
    }
  };

  /**
   * An HTML file's text, read once per version of it (the CSP hashes its inline scripts).
   * @param {string} file
   * @param {{ mtimeMs: number, size: number }} [info]
   */
  function htmlOf(file, info = statSync(file)) {
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    let html = htmlCache.get(key);
    if (html === undefined) {
      html = readFileSync(file, 'utf8');
      htmlCache.set(key, html);
    }
    return html;
  }

  /** Answers that send a file's `.br` from the build instead of the file (precompressed.mjs). */
  const precompressed = new WeakSet();
  const files = serveStatic_(root, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    // Ours below: a hashed file a year, everything else revalidated (cacheControl).
    cacheControl: false,
    setHeaders(res, file, info) {
      // The build's `.br` of the file asked for: the file's own type and caching.
      if (precompressed.has(res)) file = setPrecompressedHeaders(res, file);
      res.setHeader('Cache-Control', cacheControl(file));
      for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
      if (path.extname(file) === '.html') {
        const headers = pageHeaders(htmlOf(file, info), { config: configFor(res.req), publicUrl });
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      }
    },
  });

  /**
   * A page: the frame for this URL (prerendered and rendered per request, or index.html).
   * @param {Req} req
   * @param {Res} res
   * @param {URL} url
   */
  async function sendPage(req, res, url) {
    let page = pageFor(url.pathname);
    if (page !== 'index.html' && !isFile(path.join(root, page))) page = 'index.html';
    // A folder with no page (the releases' origin before any release): nothing to send.
    if (!isFile(path.join(root, page))) return notFound(res);
    let html = htmlOf(path.join(root, page));
    // The API limits and counts reads of listing pages per visitor: it must see the visitor (their
    // address and browser), not this server.
    const visitor = {
      forwardedFor: clientOf(req, trustProxy).chain.join(', '),
      userAgent: String(req.headers['user-agent'] ?? ''),
    };
    if (renderPage && page !== 'index.html') {
      html = await renderPage(page, url, html, visitor, req);
    }
    res.writeHead(200, {
      'Content-Type': HTML,
      'Cache-Control': 'no-cache',
      ...pageHeaders(html, { config: configFor(req), publicUrl }),
      ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      'Content-Length': Buffer.byteLength(html),
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  /** @param {Res} res */
  function notFound(res) {
    res.writeHead(404, {
      'Content-Type': 'text/plain',
      ...COMMON_HEADERS,
      ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    });
    res.end('Not found');
  }

  /**
   * @param {Res} res
   * @param {unknown} error
   */
  function failed(res, error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal error');
  }

  const proxy = apiTarget ? apiProxy(apiTarget, trustProxy, upstreamTimeout) : undefined;
  const server = http.createServer((req, res) => {
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      res.writeHead(400, COMMON_HEADERS);
      return res.end();
    }
    if (proxy && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) {
      return proxy(req, res);
    }
    if (cors && req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...COMMON_HEADERS });
      return res.end();
    }
    if (appConfig && url.pathname === '/app-config.json') {
      // The browser's canary bucket: kept in its cookie, or drawn now and set.
      const secure = clientOf(req, trustProxy).proto === 'https';
      const { bucket, setCookie } = canaryBucket(req, { secure });
      const body = JSON.stringify(appConfig(req, { bucket }), null, 2);
      // Its script URLs depend on the host asked for (app-config.mjs) and on the bucket: never one
      // answer for all (no-store: no shared cache keeps it).
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        Vary: 'Host, X-Forwarded-Host, Cookie',
        ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
        ...COMMON_HEADERS,
      });
      return res.end(body);
    }
    gzip(req, res, () => {
      // A page URL (no file extension, or the site's root document) gets its frame; a missing
      // asset gets a real 404, never index.html.
      if (!path.extname(url.pathname) || url.pathname === '/index.html') {
        return sendPage(req, res, url).catch((error) => failed(res, error));
      }
      const br = precompressedUrl(req, root, url);
      if (br) {
        precompressed.add(res);
        req.url = br;
      }
      files(req, res, (error) => {
        if (error && error.statusCode !== 404) {
          res.writeHead(error.statusCode ?? 500, COMMON_HEADERS);
          return res.end();
        }
        notFound(res);
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** @param {string} file */
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
