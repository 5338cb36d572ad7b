import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.mjs';

// The build's `.br` files (tooling/webpack/precompress.mjs) as a browser gets them from the site
// server: real sockets, a built folder on disk, bytes read off the wire (fetch would decode them).

const CHUNK = `console.log(${JSON.stringify('chunk '.repeat(2000))})`;
const BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
let dir;
let server;
let port;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<title>t</title>');
  writeFileSync(path.join(dir, 'dist', '1.abcdef0123.js'), CHUNK);
  writeFileSync(path.join(dir, 'dist', '1.abcdef0123.js.br'), brotliCompressSync(CHUNK, BEST));
  server = await serveStatic({ root: path.join(dir, 'dist'), port: 0 });
  port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/**
 * @param {string} url
 * @param {string} acceptEncoding
 * @returns {Promise<{ headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(
        `http://127.0.0.1:${port}${url}`,
        { headers: { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
      .on('error', reject);
  });
}

describe('files the build compressed ahead', () => {
  it("sends the build's .br as it is to a browser that takes brotli, as the file itself", async () => {
    const { headers, body } = await get('/1.abcdef0123.js?v=1', 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(body.equals(readFileSync(path.join(dir, 'dist', '1.abcdef0123.js.br')))).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(CHUNK);
  });

  it('compresses on the fly for a browser that refuses brotli', async () => {
    const { headers, body } = await get('/1.abcdef0123.js', 'br;q=0, gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeGreaterThan(0);
    const plain = await get('/1.abcdef0123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
  });

  it('never sends a .br that is not its file: the file was rewritten after the build', async () => {
    const file = path.join(dir, 'dist', 'remoteEntry.js');
    const newer = `var remote = ${JSON.stringify('new '.repeat(1000))};`;
    writeFileSync(file, newer);
    // Written after the file, as a copy in another order leaves them: no date tells it is old.
    writeFileSync(`${file}.br`, brotliCompressSync('var remote = "old";', BEST));
    const { headers, body } = await get('/remoteEntry.js', 'gzip, br');
    expect(headers['cache-control']).toBe('no-cache');
    const decoded =
      headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString() : null;
    expect(decoded).toBe(newer);
  });
});
