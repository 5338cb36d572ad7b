import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseCli as release } from '../support/releases';
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from '../support/pwa';
import { trackPageErrors } from '../support/site';

// The installed app is not stuck on an old deployment
// (docs/decisions/0037-installable-app-and-offline.md): with
// the service worker controlling the page, a new release of a remote (a new /app-config.json, a new
// manifest) is what the next load runs. Its name ends in release.spec.ts: it runs in the
// 'releases' project, before the journeys and never beside them (a release changes every load).
// It releases mf-profile only; release.spec.ts releases mf-listings.

const ROOT = path.resolve(import.meta.dirname, '../..');
const TITLE = 'Sign in to view your profile';
const MARKER = 'Sign in to view your profile, release B';
const run = Date.now().toString(36);

test.use({ serviceWorkers: 'allow' });

/** mf-profile's build with its signed-out title changed: another build, without a webpack run. */
function buildB() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pwa-release-b-'));
  cpSync(path.join(ROOT, 'mf-profile/dist'), dir, { recursive: true });
  let edited = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = path.join(dir, name);
    const code = readFileSync(file, 'utf8');
    if (!code.includes(TITLE)) continue;
    writeFileSync(file, code.replaceAll(TITLE, MARKER));
    edited++;
  }
  expect(edited, 'a chunk of mf-profile holds the title').toBeGreaterThan(0);
  return dir;
}

let bDir = '';
test.afterAll(() => {
  if (bDir) rmSync(bDir, { recursive: true, force: true });
  for (let i = 0; i < 3; i++) {
    try {
      release('rollback', 'mf-profile');
    } catch {
      break;
    }
  }
});

test('a new release of a remote reaches the installed app on its next load', async ({ page }) => {
  const errors = trackPageErrors(page);
  release('release', 'mf-profile', '--version', `pwa-a-${run}`);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await waitForServiceWorker(page);
  // A load through the worker: it now holds this release's config, manifest and chunks.
  await page.reload();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

  bDir = buildB();
  release('release', 'mf-profile', '--version', `pwa-b-${run}`, '--from', bDir);
  await page.reload();
  await expect(page.getByRole('heading', { name: MARKER })).toBeVisible();
  expect(errors).toEqual([]);
});
