// The API of the soak benchmark (bench/soak.ts), in a process of its own so its memory is the API's
// alone. Started with --expose-gc; answers `{ type: 'memory' }` with its memory after a full GC.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { seedBulk } from '../src/seed/bulk-seed';
import { testVerifier } from '../test/helpers/test-verifier';

const bare = process.argv.includes('--bare');

async function start() {
  if (bare) {
    // The reference: the same schedule against a server that does nothing.
    const app = Fastify();
    app.get('/*', async () => ({}));
    app.post('/*', async () => ({}));
    return app;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sublease-soak-'));
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    GEOCODER: 'fixture',
    SEED: 'false',
  });
  // No Firebase in a benchmark: the test verifier stands in, behind the same token cache.
  const app = await buildApp({ config, verifier: testVerifier() });
  await seedBulk(app.ctx.db.kysely, 200);
  return app;
}

const app = await start();
await app.listen({ port: 0, host: '127.0.0.1' });
const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed };
};
process.on('message', (msg: { type: string }) => {
  if (msg.type === 'memory') process.send?.({ type: 'memory', ...memory() });
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.send?.({
  type: 'ready',
  url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
});
