// One API instance of the scale-out benchmark (bench/scale-bench.ts), in a process of its own (its
// own event loop, as in production): the given PostgreSQL, the test verifier, a free loopback port.
// STORAGE, S3_* and LISTING_PAGE_READS_PER_MINUTE pass through (the cost bench signs links and
// reads pages as the benches' site does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { testVerifier } from '../test/helpers/test-verifier';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sublease-scale-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  GEOCODER: 'fixture',
  SEED: 'false',
  STORAGE_SECRET: 'scale-bench-shared-storage-secret-0123456789',
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => k === 'STORAGE' || k.startsWith('S3_') || k === 'LISTING_PAGE_READS_PER_MINUTE',
    ),
  ),
});
const app = await buildApp({ config, verifier: testVerifier() });
await app.listen({ port: 0, host: '127.0.0.1' });
process.on(
  'disconnect',
  () =>
    void app.close().then(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }),
);
process.send?.({
  type: 'ready',
  url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
});
