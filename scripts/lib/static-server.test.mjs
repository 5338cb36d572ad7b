import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyFrom } from './forwarded.mjs';
import { serveStatic } from './static-server.mjs';

// The site server against real sockets: a built app's folder on disk and a real HTTP upstream
// standing in for the API (what it receives, and how it answers, scripted per test).

let dir;
let api;
let apiTarget;
let received;
let answer;
const servers = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<title>t</title><div id=root></div>');
  api = http.createServer((req, res) => {
    received.push({ url: req.url, headers: req.headers });
    answer(req, res);
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiTarget = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.address()).port}`;
});
afterAll(() => {
  api.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  received = [];
  answer = undefined;
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(() => r(undefined)))));
});
received = [];

/** A site server on a free port; its origin. */
async function site(options = {}) {
  const server = await serveStatic({
    root: path.join(dir, 'dist'),
    port: 0,
    apiTarget,
    ...options,
  });
  servers.push(server);
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}

const ok = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the /api proxy says who the client is', () => {
  it('sets X-Forwarded-For from the socket, not from what the client sent', async () => {
    answer = ok;
    const origin = await site();
    for (const claimed of ['203.0.113.1', '203.0.113.2, 198.51.100.9']) {
      const res = await fetch(`${origin}/api/email`, {
        method: 'POST',
        headers: {
          'x-forwarded-for': claimed,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
          'x-real-ip': claimed,
          forwarded: `for=${claimed}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(res.status).toBe(200);
    }
    expect(received).toHaveLength(2);
    for (const { headers } of received) {
      // The API (trusting loopback) takes the last address: the visitor's socket, here loopback.
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(headers['x-forwarded-proto']).toBe('http');
      expect(headers['x-forwarded-host']).toBe(new URL(origin).host);
      expect(headers['x-real-ip']).toBeUndefined();
      expect(headers.forwarded).toBeUndefined();
      expect(headers.host).toBe(new URL(apiTarget).host);
    }
  });

  it("passes a trusted proxy's chain on, with that proxy's address last", async () => {
    answer = ok;
    const origin = await site({ trustProxy: trustProxyFrom('loopback') });
    await fetch(`${origin}/api/listings`, {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'subleases.example',
      },
    });
    expect(received[0].headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(received[0].headers['x-forwarded-proto']).toBe('https');
    expect(received[0].headers['x-forwarded-host']).toBe('subleases.example');
  });

  it("names each request with a new X-Request-Id, keeping only a trusted proxy's own", async () => {
    answer = ok;
    const untrusting = await site();
    await fetch(`${untrusting}/api/listings`, { headers: { 'x-request-id': 'made-up-by-client' } });
    await fetch(`${untrusting}/api/listings`);
    const trusting = await site({ trustProxy: trustProxyFrom('loopback') });
    await fetch(`${trusting}/api/listings`, { headers: { 'x-request-id': 'edge-4f2a.17' } });
    // A trusted hop's id that could break a log line is replaced too.
    await fetch(`${trusting}/api/listings`, { headers: { 'x-request-id': 'a b\tc' } });
    const ids = received.map((r) => r.headers['x-request-id']);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe('edge-4f2a.17');
    expect(ids[3]).toMatch(UUID);
  });

  it('passes the body and the answer through', async () => {
    answer = (req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(Buffer.concat(chunks));
      });
    };
    const origin = await site();
    const res = await fetch(`${origin}/api/echo`, { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(await res.json()).toEqual({ a: 1 });
  });
});

describe('security headers', () => {
  const THEME = "document.documentElement.dataset.theme='dark'";
  const LOADER = 'loadTheApp()';
  beforeAll(() => {
    mkdirSync(path.join(dir, 'dist', 'prerendered'), { recursive: true });
    writeFileSync(
      path.join(dir, 'dist', 'prerendered', 'home.html'),
      `<title>t</title><script>${THEME}</script><div id=root></div><script>${LOADER}</script>`,
    );
    writeFileSync(path.join(dir, 'dist', 'main.0123456789.js'), 'console.log(1)');
  });
  const config = {
    apiBaseUrl: '/api',
    remotes: {
      mf_listings: 'http://localhost:3201/mf-manifest.json',
      mf_create: 'https://cdn.example.com/create/mf-manifest.json',
    },
    firebase: { authDomain: 'demo-sublease.firebaseapp.com' },
    authEmulatorUrl: 'http://127.0.0.1:9299',
    tiles: { url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' },
  };
  const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const directives = (csp) =>
    Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it('gives a page a CSP that allows its own inline scripts, its remotes and Firebase, and nothing inline else', async () => {
    const origin = await site({ appConfig: () => config });
    for (const accept of ['gzip', 'identity']) {
      const res = await fetch(`${origin}/`, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(
        expect.arrayContaining([
          "'self'",
          'http://localhost:3201',
          'https://cdn.example.com',
          sha256(THEME),
          sha256(LOADER),
        ]),
      );
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['script-src'].filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
      expect(csp['img-src']).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']),
      );
      expect(csp['connect-src']).toEqual(
        expect.arrayContaining([
          "'self'",
          'http://localhost:3201',
          'http://127.0.0.1:9299',
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
        ]),
      );
      expect(csp['frame-src']).toEqual(
        expect.arrayContaining(['https://demo-sublease.firebaseapp.com', 'http://127.0.0.1:9299']),
      );
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    }
  });

  it('hashes the page as rendered at request time', async () => {
    const origin = await site({
      appConfig: () => config,
      renderPage: async (_page, _url, html) => html.replace(LOADER, 'renderedLoader()'),
    });
    const res = await fetch(`${origin}/`);
    expect(await res.text()).toContain('renderedLoader()');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toContain(sha256('renderedLoader()'));
    expect(csp['script-src']).not.toContain(sha256(LOADER));
  });

  it('still sends a page, allowing only itself, when the config cannot be read', async () => {
    const origin = await site({
      appConfig: () => {
        throw new Error('broken APP_CONFIG');
      },
    });
    const res = await fetch(`${origin}/`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).not.toContain('http://localhost:3201');
    expect(csp['script-src']).toContain(sha256(THEME));
  });

  it('sends nosniff and the referrer policy with every other answer', async () => {
    const origin = await site({ appConfig: () => config });
    for (const url of ['/main.0123456789.js', '/missing.js', '/app-config.json']) {
      const res = await fetch(`${origin}${url}`);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('never lets a cache share /app-config.json between hosts', async () => {
    const origin = await site({ appConfig: () => config });
    const res = await fetch(`${origin}/app-config.json`);
    await res.arrayBuffer();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/\bHost\b/);
  });

  it('draws a canary bucket for a browser without one, keeps it in a cookie and answers for it', async () => {
    const seen = [];
    const origin = await site({
      appConfig: (_req, { bucket }) => {
        seen.push(bucket);
        return config;
      },
    });
    const first = await fetch(`${origin}/app-config.json`);
    await first.arrayBuffer();
    const cookie = first.headers.get('set-cookie');
    expect(cookie).toMatch(
      /^mf_bucket=(\d{1,2}); Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const bucket = Number(/^mf_bucket=(\d+)/.exec(String(cookie))?.[1]);
    expect(seen).toEqual([bucket]);
    expect(first.headers.get('vary')).toMatch(/\bCookie\b/);

    // The browser sends it back: the same bucket, no new cookie.
    const again = await fetch(`${origin}/app-config.json`, {
      headers: { cookie: `theme=dark; mf_bucket=${bucket}` },
    });
    await again.arrayBuffer();
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(seen).toEqual([bucket, bucket]);

    // A cookie that is not a bucket (out of range, not a number) is replaced.
    const bad = await fetch(`${origin}/app-config.json`, { headers: { cookie: 'mf_bucket=100' } });
    await bad.arrayBuffer();
    expect(bad.headers.get('set-cookie')).toMatch(/^mf_bucket=\d{1,2};/);
  });

  it("lets a page load both sides of a canary: it does not know the browser's bucket yet", async () => {
    const canaryUrl = 'https://releases.example.com/mf_listings/b/mf-manifest.json';
    const origin = await site({
      appConfig: (_req, { bucket }) =>
        bucket === 0
          ? { ...config, remotes: { ...config.remotes, mf_listings: canaryUrl } }
          : config,
    });
    const res = await fetch(`${origin}/`);
    await res.arrayBuffer();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(['http://localhost:3201', 'https://releases.example.com']),
    );
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('a hung API', () => {
  const hang = () => {}; // accepts the request, never answers
  const fast = { normalMs: 300, uploadMs: 1500, eventsMs: 600 };

  it('answers 504 with a message after the timeout, instead of hanging', async () => {
    answer = hang;
    const origin = await site({ upstreamTimeout: fast });
    const started = Date.now();
    const res = await fetch(`${origin}/api/listings`, { signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(504);
    // The id the API would have logged it under, for the visitor to quote.
    expect(await res.json()).toEqual({
      error: 'The API did not answer in time. Please try again.',
      requestId: res.headers.get('x-request-id'),
    });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives uploads longer', async () => {
    // Answers after 700 ms: too late for a normal call, in time for an upload.
    answer = (req, res) => {
      req.resume();
      setTimeout(() => ok(req, res), 700);
    };
    const origin = await site({ upstreamTimeout: fast });
    const normal = await fetch(`${origin}/api/user`, { signal: AbortSignal.timeout(5000) });
    expect(normal.status).toBe(504);
    const upload = await fetch(`${origin}/api/storage/upload/listings/1/a.jpg?exp=1&sig=x`, {
      method: 'PUT',
      body: 'bytes',
      signal: AbortSignal.timeout(5000),
    });
    expect(upload.status).toBe(200);
  });

  it('passes the live-event stream on as it comes, kept alive by heartbeats, cut when silent', async () => {
    // Heartbeats every 150 ms for a second (longer than a normal call may be silent), then silence.
    answer = (req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
      const beat = setInterval(() => res.write(': heartbeat\n\n'), 150);
      setTimeout(() => clearInterval(beat), 1000);
      res.on('close', () => clearInterval(beat));
    };
    const origin = await site({ upstreamTimeout: fast });
    const started = Date.now();
    const res = await fetch(`${origin}/api/events`, { signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(200);
    const reader = /** @type {ReadableStream<Uint8Array>} */ (res.body).getReader();
    const first = await reader.read();
    // The first event arrives while the API is still sending: nothing waits for the end.
    expect(new TextDecoder().decode(first.value)).toContain('event: ready');
    expect(Date.now() - started).toBeLessThan(fast.normalMs);
    let beats = 0;
    const cut = await (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        beats += (new TextDecoder().decode(value).match(/: heartbeat/g) ?? []).length;
      }
    })().catch(() => 'cut');
    expect(cut).toBe('cut');
    expect(beats).toBeGreaterThanOrEqual(4);
    // Alive past the normal limit; cut once silent for eventsMs after the last heartbeat.
    expect(Date.now() - started).toBeGreaterThan(1000 + fast.eventsMs - 100);
  });

  it('uses 15 s for calls, longer for uploads and a minute (3 heartbeats) for events', async () => {
    const { UPSTREAM_TIMEOUT } = await import('./static-server.mjs');
    expect(UPSTREAM_TIMEOUT.normalMs).toBe(15_000);
    expect(UPSTREAM_TIMEOUT.uploadMs).toBeGreaterThan(UPSTREAM_TIMEOUT.normalMs);
    expect(UPSTREAM_TIMEOUT.eventsMs).toBe(60_000);
  });

  it('answers 502 when the API is down', async () => {
    const origin = await site({ apiTarget: 'http://127.0.0.1:9' });
    const res = await fetch(`${origin}/api/listings`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: 'The API is not reachable. Please try again later.',
      requestId: res.headers.get('x-request-id'),
    });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('files, pages and caching', () => {
  const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  beforeAll(() => {
    mkdirSync(path.join(dir, 'dist', 'prerendered'), { recursive: true });
    writeFileSync(
      path.join(dir, 'dist', 'prerendered', 'listings.html'),
      '<title>listings</title>',
    );
    writeFileSync(path.join(dir, 'dist', '123.abcdef0123.js'), CHUNK);
    writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'var remote = 1;');
    writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{"id":"mf_listings"}');
    writeFileSync(path.join(dir, 'secret.txt'), 'outside the root');
  });

  it('caches hashed chunks for a year and revalidates the rest', async () => {
    const origin = await site({ cors: true });
    const chunk = await fetch(`${origin}/123.abcdef0123.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe(CHUNK);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/', '/listings']) {
      const res = await fetch(`${origin}${url}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('gzips what it may when asked, and sends the same bytes', async () => {
    const origin = await site();
    const res = await fetch(`${origin}/123.abcdef0123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(CHUNK); // fetch decodes it
    const plain = await fetch(`${origin}/123.abcdef0123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(CHUNK);
  });

  it('answers a page URL with its prerendered frame, and any other with index.html', async () => {
    const origin = await site();
    expect(await (await fetch(`${origin}/listings`)).text()).toBe('<title>listings</title>');
    const other = await fetch(`${origin}/messages/42`);
    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toMatch(/text\/html/);
    expect(await other.text()).toContain('<div id=root>');
  });

  it('answers a missing asset with a 404, not with a page', async () => {
    const origin = await site();
    const res = await fetch(`${origin}/456.0123456789.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id=root>');
  });

  it('never serves a file outside its folder', async () => {
    const origin = await site();
    for (const attempt of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/prerendered/..%2f..%2fsecret.txt',
    ]) {
      const res = await fetch(`${origin}${attempt}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain('outside the root');
    }
    // Raw, unnormalised paths (fetch would resolve the dots itself).
    const raw = await new Promise((resolve, reject) => {
      const { port } = new URL(origin);
      http
        .get({ host: '127.0.0.1', port, path: '/../secret.txt' }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        })
        .on('error', reject);
    });
    expect(raw.status).toBeGreaterThanOrEqual(400);
    expect(raw.text).not.toContain('outside the root');
  });

  it('refuses to change anything', async () => {
    const origin = await site();
    const res = await fetch(`${origin}/remoteEntry.js`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(405);
  });
});
