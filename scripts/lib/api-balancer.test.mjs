import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_INSTANCE_MESSAGE, startBalancer } from './api-balancer.mjs';

const open = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(() => r()))));
});

/** A stand-in instance on a free port: answers its name and the body it got. */
async function instance(name, { dropPosts = false } = {}) {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push(`${req.method} ${body}`);
      if (dropPosts && req.method === 'POST') return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name, body, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r()));
  open.push(server);
  return { server, seen, origin: `http://127.0.0.1:${server.address().port}` };
}

async function balancer(targets) {
  const server = await startBalancer({ targets, port: 0 });
  open.push(server);
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

const closed = async (server) => {
  server.closeAllConnections();
  await new Promise((r) => server.close(() => r()));
  open.splice(open.indexOf(server), 1);
};

describe('api balancer', () => {
  it('spreads requests over the instances in turn', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const { url } = await balancer([a.origin, b.origin]);
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await (await fetch(`${url}/api/x`)).json()).name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);
  });

  it('skips a dead instance: GETs and POSTs (never delivered) go to the next one, body intact', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const { url } = await balancer([a.origin, b.origin]);
    await closed(a.server);
    for (let i = 0; i < 3; i++) {
      const got = await (await fetch(`${url}/api/x`)).json();
      expect(got.name).toBe('b');
      const posted = await fetch(`${url}/api/y`, { method: 'POST', body: `message ${i}` });
      expect(posted.status).toBe(200);
      expect(await posted.json()).toMatchObject({ name: 'b', body: `message ${i}` });
    }
    expect(b.seen.filter((s) => s.startsWith('POST'))).toHaveLength(3);
  });

  it('does not send a POST again once an instance received it (the client retries, idempotently)', async () => {
    const a = await instance('a', { dropPosts: true });
    const b = await instance('b');
    const { url } = await balancer([a.origin, b.origin]);
    const res = await fetch(`${url}/api/y`, { method: 'POST', body: 'once' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: NO_INSTANCE_MESSAGE });
    expect(a.seen).toEqual(['POST once']);
    expect(b.seen).toEqual([]);
  });

  it('answers 502 with a clear message when no instance is up, and names the client for the API', async () => {
    const a = await instance('a');
    const { url } = await balancer([a.origin]);
    const got = await (
      await fetch(`${url}/api/x`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    ).json();
    expect(got.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
    await closed(a.server);
    const res = await fetch(`${url}/api/x`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: NO_INSTANCE_MESSAGE });
  });
  it('passes a live-event stream on as the instance writes it, without waiting for its end', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
      setTimeout(() => res.end('event: message\ndata: {"conversationId":1}\n\n'), 400);
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', () => r()));
    open.push(server);
    const { url } = await balancer([`http://127.0.0.1:${server.address().port}`]);
    const started = Date.now();
    const reader = (await fetch(`${url}/api/events`)).body.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: ready');
    expect(Date.now() - started).toBeLessThan(300);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('event: message');
  });
});
