import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { ports } from './support/site';

const CI = !!process.env.CI;

// The scaled-out site (`pnpm start --scale 2`: PostgreSQL, s3rver, two API instances behind
// HAProxy) on a fresh data dir; only the scale-out journeys run against it. Under /tmp, so
// PostgreSQL (run as the `postgres` user under root) can reach its cluster.
if (!process.env.E2E_SCALE_DATA_DIR) {
  process.env.E2E_SCALE_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sublease-e2e-scale-'));
  // mkdtemp makes it 0700: the `postgres` user must be able to pass through to its cluster.
  chmodSync(process.env.E2E_SCALE_DATA_DIR, 0o755);
}

export default defineConfig({
  ...baseConfig,
  testMatch: ['scale-out.spec.ts', 'scale-out-push.spec.ts', 'scale-out-upload.spec.ts'],
  testIgnore: [],
  // The base config's projects (release first, then the journeys) are not this topology's.
  projects: [{ name: 'scale-out' }],
  workers: 1,
  webServer: {
    command: `node ../scripts/start.mjs --scale 2${CI ? ' --no-build' : ''}`,
    url: `http://localhost:${ports.shell}/app-config.json`,
    reuseExistingServer: false,
    timeout: 20 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      DATA_DIR: process.env.E2E_SCALE_DATA_DIR,
      GEOCODER: 'fixture',
      // Journeys read many listing pages from one address (127.0.0.1) within a minute.
      LISTING_PAGE_READS_PER_MINUTE: '6000',
      CLIENT_REPORTS_PER_MINUTE: '6000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PORT_OFFSET: String(ports.offset),
      // A local Web Push service (web-push-testing) the API may send to: browsers here have none.
      PUSH_TEST_SERVICE: '1',
    },
  },
});
