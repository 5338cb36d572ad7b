// A small dependency-free production server for the built apps: static files with the right cache
// headers, gzip, CORS for remotes, SPA fallback, /app-config.json and an /api proxy for the shell.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { forwardHeaders } from './forwarded.mjs';
import { COMMON_HEADERS, pageHeaders } from './security-headers.mjs';

const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** `[name].[contenthash:10].ext` (tooling/webpack): such a file never changes, so cache it for a year. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * The page an app URL gets. The shell's build prerenders a few frames (shell/CONTEXT.md "Paint before
 * JavaScript") into dist/prerendered/; every other URL gets index.html, the generic frame. Apps
 * without them (the remotes' harness pages) get index.html everywhere.
 */
export function pageFor(pathname) {
  if (pathname === '/' || pathname === '/index.html') return 'prerendered/home.html';
  if (/^\/listings\/?$/.test(pathname)) return 'prerendered/listings.html';
  if (/^\/listings\/(?!new\/?$)[^/]+\/?$/.test(pathname)) return 'prerendered/listing.html';
  return 'index.html';
}

export function cacheControl(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * How long the /api proxy waits while the API is silent (no byte either way) before it gives up
 * with a 504: a hung API must not hang every page's requests for ever. Uploads get longer: the API
 * decodes and re-encodes a photo of up to 40 megapixels before it answers.
 */
export const UPSTREAM_TIMEOUT = { normalMs: 15_000, uploadMs: 120_000 };
export const API_TIMEOUT_MESSAGE = 'The API did not answer in time. Please try again.';
const isUpload = (req) => /^\/api\/storage\/upload\//.test(req.url ?? '');

function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...COMMON_HEADERS });
  res.end(JSON.stringify(body));
}

function proxy(req, res, target, trustProxy, timeouts) {
  const url = new URL(req.url, target);
  let timedOut = false;
  const upstream = http.request(
    url,
    {
      method: req.method,
      // The API believes X-Forwarded-* from us (loopback): they say who the client is, never what
      // the client claims (forwarded.mjs).
      headers: forwardHeaders(req, trustProxy, url.host),
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.setTimeout(isUpload(req) ? timeouts.uploadMs : timeouts.normalMs, () => {
    timedOut = true;
    upstream.destroy();
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    if (timedOut) return sendJson(res, 504, { error: API_TIMEOUT_MESSAGE });
    sendJson(res, 502, { error: 'The API is not reachable. Please try again later.' });
  });
  // A visitor who leaves does not keep the API's request (and its socket) open.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/**
 * @param {object} options
 * @param {string} options.root        directory to serve (an app's dist/)
 * @param {number} options.port
 * @param {boolean} [options.cors]     remotes: any origin may load them
 * @param {string} [options.apiTarget] proxy /api/* to this origin (e.g. http://127.0.0.1:8080)
 * @param {typeof UPSTREAM_TIMEOUT} [options.upstreamTimeout] the proxy's patience with a silent API
 * @param {(peer: string) => boolean} [options.trustProxy] peers whose X-Forwarded-* headers are
 *   believed (forwarded.mjs trustProxyFrom(TRUST_PROXY)); by default no one's
 * @param {(req: http.IncomingMessage) => unknown} [options.appConfig] answer of /app-config.json
 *   (also what the pages' Content-Security-Policy allows: security-headers.mjs)
 * @param {string} [options.publicUrl] the API's PUBLIC_URL, when its links are absolute (CSP)
 * @param {(page: string, url: URL, html: string) => Promise<string>} [options.renderPage]
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
  const gzipCache = new Map();
  const htmlCache = new Map();

  /** The config the page will load, for its CSP; an unreadable APP_CONFIG allows 'self' only. */
  const configFor = (req) => {
    try {
      return appConfig?.(req) ?? null;
    } catch {
      return null;
    }
  };

  /** A prerendered page made per request: never cached by the browser, gzipped on the fly. */
  async function sendRendered(req, res, page, url) {
    const html = await renderPage(page, url, await readFile(path.join(root, page), 'utf8'));
    const headers = {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      ...pageHeaders(html, { config: configFor(req), publicUrl }),
      Vary: 'Accept-Encoding',
    };
    let body = Buffer.from(html, 'utf8');
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = await gzipAsync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function send(req, res, file, status = 200) {
    const ext = path.extname(file);
    const info = await stat(file);
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      ...COMMON_HEADERS,
      Vary: 'Accept-Encoding',
    };
    if (ext === '.html') {
      // The CSP names the hashes of this very file's inline scripts.
      let html = htmlCache.get(key);
      if (html === undefined) {
        html = await readFile(file, 'utf8');
        htmlCache.set(key, html);
      }
      Object.assign(headers, pageHeaders(html, { config: configFor(req), publicUrl }));
    }
    if (cors) headers['Access-Control-Allow-Origin'] = '*';
    const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (wantsGzip && COMPRESSIBLE.has(ext) && info.size > 1024) {
      let body = gzipCache.get(key);
      if (!body) {
        body = await gzipAsync(await readFile(file), { level: 9 });
        gzipCache.set(key, body);
      }
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
      });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (apiTarget && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) {
        return proxy(req, res, apiTarget, trustProxy, upstreamTimeout);
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
        const body = JSON.stringify(appConfig(req), null, 2);
        // Its script URLs depend on the host asked for (app-config.mjs): never one answer for all.
        res.writeHead(200, {
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-store',
          Vary: 'Host, X-Forwarded-Host',
          ...COMMON_HEADERS,
        });
        return res.end(body);
      }
      const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
      const file = path.join(root, relative);
      if (!file.startsWith(root)) {
        res.writeHead(403);
        return res.end();
      }
      const info = await stat(file).catch(() => null);
      const page = pageFor(url.pathname);
      if (page !== 'index.html' && (relative === '' || !info?.isFile())) {
        const prerendered = await stat(path.join(root, page)).catch(() => null);
        if (prerendered?.isFile()) {
          if (renderPage) return await sendRendered(req, res, page, url);
          return await send(req, res, path.join(root, page));
        }
      }
      if (info?.isFile()) return await send(req, res, file);
      // SPA fallback: a page URL (no file extension) gets index.html; a missing asset gets a real 404.
      if (!path.extname(relative)) return await send(req, res, path.join(root, 'index.html'));
      res.writeHead(404, {
        'Content-Type': 'text/plain',
        ...COMMON_HEADERS,
        ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      });
      res.end('Not found');
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
