import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server.mjs';

// A folder with files but no page (the releases' origin before anything is released, or a site
// whose build is missing): a page URL is not found there, and nothing is logged as a failure.

let dir;
/** @type {import('node:http').Server} */
let server;
let origin = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-no-page-'));
  mkdirSync(path.join(dir, 'mf-listings'));
  writeFileSync(path.join(dir, 'mf-listings', 'remoteEntry.js'), 'self.x = 1;');
  server = await serveStatic({ root: dir, port: 0, cors: true });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(() => r(undefined)));
  rmSync(dir, { recursive: true, force: true });
});

describe('a folder without index.html', () => {
  it.each(['/', '/index.html', '/mf-listings/', '/listings/12'])(
    'answers 404 for %s',
    async (url) => {
      const res = await fetch(`${origin}${url}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toBe('Not found');
    },
  );

  it('still serves its files', async () => {
    const res = await fetch(`${origin}/mf-listings/remoteEntry.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('self.x = 1;');
  });
});
