// The webpack dev servers' /api proxy (tooling/webpack/dev-proxy.mjs) in a real webpack-dev-server,
// against an echo server standing in for the API: what the API is told about the client.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devApiProxy } from '../../tooling/webpack/dev-proxy.mjs';

let dir;
let echo;
let devServer;
let origin;

beforeAll(async () => {
  // The "API": answers with the path and headers it received.
  echo = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ url: req.url, headers: req.headers }));
  });
  await new Promise((resolve) => echo.listen(0, '127.0.0.1', resolve));

  dir = mkdtempSync(path.join(tmpdir(), 'dev-proxy-'));
  writeFileSync(path.join(dir, 'index.js'), 'export {};\n');
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    infrastructureLogging: { level: 'error' },
  });
  devServer = new WebpackDevServer(
    {
      host: '127.0.0.1',
      port: 0,
      hot: false,
      liveReload: false,
      client: false,
      webSocketServer: false,
      static: false,
      proxy: devApiProxy(/** @type {import('node:net').AddressInfo} */ (echo.address()).port, {
        TRUST_PROXY: '',
      }),
    },
    compiler,
  );
  await devServer.start();
  // Started above: it listens.
  const server = /** @type {import('node:http').Server} */ (devServer.server);
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}, 60_000);

afterAll(async () => {
  await devServer?.stop();
  await new Promise((resolve) => echo?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const viaProxy = async (pathname, headers = {}) => {
  const res = await fetch(`${origin}${pathname}`, { headers });
  expect(res.status).toBe(200);
  return res.json();
};

describe('the dev servers’ /api proxy', () => {
  it('passes /api requests on with their path', async () => {
    expect((await viaProxy('/api/health?x=1')).url).toBe('/api/health?x=1');
  });

  it("tells the API the socket's address, never what the client claims", async () => {
    const { headers } = await viaProxy('/api/listings', {
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Real-IP': '203.0.113.9',
      Forwarded: 'for=203.0.113.9',
    });
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(origin).host);
    expect(headers).not.toHaveProperty('x-real-ip');
    expect(headers).not.toHaveProperty('forwarded');
  });

  it('leaves other paths to the dev server', async () => {
    const res = await fetch(`${origin}/main.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('"headers"');
  });
});
