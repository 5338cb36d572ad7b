import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ports } from './support/site';

const CI = !!process.env.CI;

// A fresh database per run (the workers inherit it through the environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'sublease-e2e-'));
// …and fresh releases (`pnpm release`): release.spec.ts publishes into the folder the site serves.
process.env.E2E_RELEASES_DIR ??= mkdtempSync(path.join(tmpdir(), 'sublease-e2e-releases-'));

/**
 * Journeys through the composed site (shell + four remotes + API + auth emulator), started by
 * scripts/start.mjs exactly as `pnpm start` does, in Debian's Chromium. Never downloads a browser.
 */
export default defineConfig({
  testDir: './tests',
  // The scale-out journeys need the scaled-out site: playwright.scale.config.ts runs them.
  testIgnore: /scale-out(-[a-z]+)?\.spec\.ts$/,
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: CI ? 1 : 2,
  // No retries: a journey that fails now and then hides a race a student can meet too (the page
  // titles' was a hoisted <title> racing the shell's). Fix it; never retry it.
  retries: 0,
  forbidOnly: CI,
  reporter: CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${ports.shell}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The site's service worker (docs/decisions/0037-installable-app-and-offline.md) is blocked in
    // every journey
    // but its own (pwa*.spec.ts allow it): page.route cannot see what a worker fetches, and the
    // journeys that fake the network or count requests must meet the page's own fetches.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Releasing changes what every page load gets for a while: release.spec.ts runs first and
    // alone (a dependency finishes before its dependents start), so no test of another worker
    // meets its release B; it leaves the site on the remotes' own builds. `--no-deps` skips it.
    { name: 'releases', testMatch: /release\.spec\.ts$/ },
    {
      name: 'journeys',
      testIgnore: [/release\.spec\.ts$/, /scale-out(-[a-z]+)?\.spec\.ts$/],
      dependencies: ['releases'],
    },
  ],
  webServer: {
    // --no-build in CI: .ci/run has just built everything; locally, build what is missing or stale.
    command: `node ../scripts/start.mjs${CI ? ' --no-build' : ''}`,
    url: `http://localhost:${ports.shell}/app-config.json`,
    reuseExistingServer: !CI,
    timeout: 20 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      GEOCODER: 'fixture',
      // Journeys read many listing pages from one address (127.0.0.1) within a minute.
      LISTING_PAGE_READS_PER_MINUTE: '6000',
      // Every browser's remote-health reports come from that one address too.
      CLIENT_REPORTS_PER_MINUTE: '6000',
      // Request logs of every API call drown the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PORT_OFFSET: String(ports.offset),
      // E-mail about unread messages after 3 s instead of 10 minutes (message-email.spec.ts).
      MESSAGE_EMAIL_DELAY_MINUTES: '0.05',
      // The stale-listing sweep every 2 s instead of 10 minutes (stale-listings.spec.ts ages its
      // listing in the database; the days stay 14 and 7 so no other journey's listing is asked).
      STALE_SWEEP_SECONDS: '2',
      // A local Web Push service (web-push-testing) the API may send to: browsers here have none.
      PUSH_TEST_SERVICE: '1',
      // The canary watch looks every second and judges a canary after 3 page loads
      // (canary-rollback-release.spec.ts); the rate that ends one stays the default 5 %.
      CANARY_CHECK_SECONDS: '1',
      CANARY_MIN_LOADS: '3',
    },
  },
});
