import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.mjs';

// The site's /api proxy when the API answers before it has read the body — the API's 413 to a
// too-large upload, sent from the headers. A proxy on the way (the load balancer) may stop reading
// the rest once it has answered: the site must still give the client its answer, and the client
// must be able to finish sending, every time.

const open = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

/** An "API" that answers 413 as soon as the headers are in, then never reads another byte. */
async function earlyAnsweringApi() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let head = '';
    const onData = (chunk) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      socket.pause();
      const body = JSON.stringify({ error: 'Image must be 5 MB or smaller' });
      socket.write(
        `HTTP/1.1 413 Payload Too Large\r\ncontent-type: application/json\r\n` +
          `content-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
      );
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  open.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((r) => server.close(() => r(undefined)));
  });
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}

/**
 * PUTs 6 MB through the site: its status and error, and whether the whole body could be sent
 * (a client whose upload stalls never finishes the request, and a browser shows it as failed).
 */
function upload(port) {
  return new Promise((resolve) => {
    let answer = null;
    let sent = false;
    const done = () => answer && sent && resolve(`${answer}, body sent`);
    const timer = setTimeout(
      () => resolve(`${answer ?? 'no answer'}, body ${sent ? 'sent' : 'stalled'}`),
      5000,
    );
    const req = http.request(
      { port, host: '127.0.0.1', method: 'PUT', path: '/api/storage/upload/x', agent: false },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          answer = `${res.statusCode} ${JSON.parse(text).error}`;
          done();
        });
      },
    );
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      clearTimeout(timer);
      resolve(error.code);
    });
    req.end(Buffer.alloc(6 * 1024 * 1024, 1), () => {
      sent = true;
      if (answer) clearTimeout(timer);
      done();
    });
  });
}

/**
 * A Node API (the real one is Fastify on node:http) that refuses from the headers: Node reads and
 * drops the rest of the body after the answer when the request says keep-alive, and closes on the
 * unread bytes (a reset) when it says close.
 */
async function nodeApi() {
  const server = http.createServer((_req, res) => {
    const body = JSON.stringify({ error: 'Image must be 5 MB or smaller' });
    res.writeHead(413, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  open.push(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r(undefined)));
  });
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}

async function site(apiTarget) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-early-'));
  const server = await serveStatic({ root, port: 0, apiTarget });
  open.push(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(() => r(undefined)));
  });
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}

describe('the /api proxy and an early answer', () => {
  it(
    'gives the client a Node API’s 413 to a 6 MB body, eight times in a row',
    { timeout: 20_000 },
    async () => {
      const port = await site(await nodeApi());
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push(await upload(port));
      expect(statuses).toEqual(Array(8).fill('413 Image must be 5 MB or smaller, body sent'));
    },
  );

  it(
    'gives the client the 413 and reads the rest of its 6 MB body, eight times in a row',
    { timeout: 20_000 },
    async () => {
      const port = await site(await earlyAnsweringApi());
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push(await upload(port));
      expect(statuses).toEqual(Array(8).fill('413 Image must be 5 MB or smaller, body sent'));
    },
  );
});
