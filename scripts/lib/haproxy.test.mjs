import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_INSTANCE_MESSAGE, startHaproxy } from './haproxy.mjs';
import { serveStatic } from './static-server.mjs';

// HAProxy comes from Debian (`apt-get install -y haproxy`; CI installs it before `pnpm test`).
// On a developer machine without it these tests are skipped with that hint; in CI they must run.
const installed = spawnSync(process.env.HAPROXY ?? '/usr/sbin/haproxy', ['-v']).status === 0;
if (!installed && process.env.CI) throw new Error('CI must install haproxy before pnpm test');

const open = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

const closeServer = (server) => () => {
  server.closeAllConnections();
  return new Promise((r) => server.close(() => r(undefined)));
};

async function freePort() {
  const server = net.createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((r) => server.close(() => r(undefined)));
  return port;
}

/** A stand-in API instance: answers its name, the body it got and X-Forwarded-For. */
async function instance(name, handle) {
  const seen = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/api/ready') return res.end('{"ok":true}');
    if (handle?.(req, res, seen)) return;
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push(`${req.method} ${body}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          name,
          body,
          forwardedFor: req.headers['x-forwarded-for'] ?? null,
          requestId: req.headers['x-request-id'] ?? null,
        }),
      );
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const close = closeServer(server);
  open.push(close);
  return {
    server,
    seen,
    close,
    origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
  };
}

async function balancer(targets) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haproxy-test-'));
  const proxy = await startHaproxy({ targets, port: await freePort(), dir, output: () => {} });
  open.push(proxy.close);
  // The first health checks run at start: wait until every instance that is up gets traffic.
  await new Promise((r) => setTimeout(r, 300));
  return proxy.url;
}

describe.skipIf(!installed)('HAProxy in front of the API instances', () => {
  it('spreads requests over the instances in turn and keeps the client address', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const url = await balancer([a.origin, b.origin]);
    const got = [];
    for (let i = 0; i < 4; i++) {
      got.push(
        await (
          await fetch(`${url}/api/x`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
        ).json(),
      );
    }
    expect(got.map((g) => g.name).sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(got[0].forwardedFor).toBe('203.0.113.9, 127.0.0.1');
  });

  it("passes the site proxy's X-Request-Id on, and names a request that came without one", async () => {
    const a = await instance('a');
    const url = await balancer([a.origin]);
    const named = await fetch(`${url}/api/x`, { headers: { 'x-request-id': 'site-1f2e.7' } });
    expect((await named.json()).requestId).toBe('site-1f2e.7');
    const first = (await (await fetch(`${url}/api/x`)).json()).requestId;
    const second = (await (await fetch(`${url}/api/x`)).json()).requestId;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it('skips a dead instance: GETs and POSTs that never reached it go to the other, body intact', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const url = await balancer([a.origin, b.origin]);
    await a.close();
    open.splice(open.indexOf(a.close), 1);
    for (let i = 0; i < 4; i++) {
      expect((await (await fetch(`${url}/api/x`)).json()).name).toBe('b');
      const posted = await fetch(`${url}/api/y`, { method: 'POST', body: `message ${i}` });
      expect(posted.status).toBe(200);
      expect(await posted.json()).toMatchObject({ name: 'b', body: `message ${i}` });
    }
    expect(b.seen.filter((s) => s.startsWith('POST'))).toHaveLength(4);
  });

  it('sends a GET again when an instance took it and died, but never a POST', async () => {
    const dropping = (req, _res, seen) => {
      if (req.url === '/api/x' || req.url === '/api/y') {
        req.on('data', () => {});
        req.on('end', () => {
          seen.push(`${req.method} dropped`);
          req.socket.destroy();
        });
        return true;
      }
      return false;
    };
    const a = await instance('a', dropping);
    const b = await instance('b', dropping);
    const url = await balancer([a.origin, b.origin]);
    const posted = await fetch(`${url}/api/y`, {
      method: 'POST',
      body: 'once',
      headers: { 'x-request-id': 'site-"quoted"-1' },
    });
    expect(posted.status).toBe(502);
    // The site's request id, as the API's own errors carry it (escaped: a client may send anything).
    expect(await posted.json()).toEqual({
      error: NO_INSTANCE_MESSAGE,
      requestId: 'site-"quoted"-1',
    });
    expect([...a.seen, ...b.seen]).toEqual(['POST dropped']);
    const got = await fetch(`${url}/api/x`);
    expect(got.status).toBe(502);
    expect([...a.seen, ...b.seen].filter((s) => s.startsWith('GET')).length).toBeGreaterThan(1);
  });

  it("passes on the API's early 413 to a large upload instead of a 502", async () => {
    const api = await instance('a', (req, res) => {
      if (req.url !== '/api/storage/upload/x') return false;
      // As the API does: answer from the headers, before reading the body (Node reads the rest).
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Image must be 5 MB or smaller' }));
      return true;
    });
    const url = await balancer([api.origin]);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/api/storage/upload/x`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: Buffer.alloc(6 * 1024 * 1024, 1),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'Image must be 5 MB or smaller' });
    }
  });

  it("passes the early 413 through the site's /api proxy too, every time", async () => {
    // As the API does for an announced body of moderate size: answer, and let Node read the rest.
    const api = await instance('a', (req, res) => {
      if (req.url !== '/api/storage/upload/x') return false;
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Image must be 5 MB or smaller' }));
      return true;
    });
    const url = await balancer([api.origin]);
    const root = mkdtempSync(path.join(os.tmpdir(), 'site-'));
    const site = await serveStatic({ root, port: 0, apiTarget: url });
    open.push(closeServer(site));
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(
        `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}/api/storage/upload/x`,
        {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          body: Buffer.alloc(6 * 1024 * 1024, 1),
        },
      ).catch((error) => ({ status: error.cause?.code ?? 'failed' }));
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(8).fill(413));
  });

  it('answers 503 with the JSON error when no instance is up', async () => {
    const a = await instance('a');
    const url = await balancer([a.origin]);
    await a.close();
    open.splice(open.indexOf(a.close), 1);
    // Until the health check takes it out the connection is refused (retried, then 503);
    // afterwards HAProxy answers at once.
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${url}/api/x`);
      expect(res.status).toBeGreaterThanOrEqual(502);
      // A request that came without an id got one from HAProxy: the answer names it.
      const body = await res.json();
      expect(body).toEqual({ error: NO_INSTANCE_MESSAGE, requestId: expect.any(String) });
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives an instance at most 32 requests at once (the rest wait their turn); live streams apart', async () => {
    let busy = 0;
    let most = 0;
    const streams = [];
    const api = await instance('a', (req, res) => {
      if (req.url === '/api/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('event: ready\ndata: {}\n\n');
        streams.push(res);
        return true;
      }
      if (req.url !== '/api/slow') return false;
      most = Math.max(most, ++busy);
      setTimeout(() => {
        busy--;
        res.end('{}');
      }, 150);
      return true;
    });
    const url = await balancer([api.origin]);
    // 40 streams held open first: were they counted, no request would get through.
    const held = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${url}/api/events`).then((r) => /** @type {ReadableStream} */ (r.body).getReader()),
      ),
    );
    await Promise.all(held.map((reader) => reader.read()));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => fetch(`${url}/api/slow`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(100).fill(200));
    expect(most).toBe(32);
    expect(streams).toHaveLength(40);
    for (const res of streams) res.end();
    await Promise.all(held.map((reader) => reader.cancel()));
  });

  it('passes a live-event stream on as the instance writes it', async () => {
    const api = await instance('a', (req, res) => {
      if (req.url !== '/api/events') return false;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
      setTimeout(() => res.end('event: message\ndata: {"conversationId":1}\n\n'), 400);
      return true;
    });
    const url = await balancer([api.origin]);
    const started = Date.now();
    const reader = /** @type {ReadableStream<Uint8Array>} */ (
      (await fetch(`${url}/api/events`)).body
    ).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready');
    expect(Date.now() - started).toBeLessThan(300);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('event: message');
  });
});
