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
  apiTarget = `http://127.0.0.1:${api.address().port}`;
});
afterAll(() => {
  api.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  received = [];
  answer = undefined;
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(() => r()))));
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
  return `http://127.0.0.1:${server.address().port}`;
}

const ok = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
};

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
