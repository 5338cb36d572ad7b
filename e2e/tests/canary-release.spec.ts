import { rmSync } from 'node:fs';
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { waitForServiceWorker } from '../support/pwa';
import { editedBuild, releaseCli } from '../support/releases';
import { ports, REMOTE_FAILURE_TITLE, trackPageErrors } from '../support/site';

// Canary releases: `pnpm release mf-listings --canary 10` serves release B to the browsers whose
// bucket (the mf_bucket cookie /app-config.json draws, 0–99) is below 10, the others keep A;
// `pnpm promote` sends everyone B; `pnpm rollback` during a canary ends it. Its name ends in
// release.spec.ts: it runs in the 'releases' project, before the journeys and never beside them.

const ORIGIN = `http://localhost:${ports.shell}`;
const MARKER = 'Available Listings — canary';
const run = Date.now().toString(36);
const A = `canary-a-${run}`;
const B = `canary-b-${run}`;

/** A browser of its own (cookies, storage, service worker) whose canary bucket is `bucket`. */
async function browserInBucket(browser: Browser, bucket: number, serviceWorkers = false) {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    serviceWorkers: serviceWorkers ? 'allow' : 'block',
  });
  await context.addCookies([{ name: 'mf_bucket', value: String(bucket), url: ORIGIN }]);
  const page = await context.newPage();
  return { page, errors: trackPageErrors(page) };
}

/** A fresh load of /listings: the releases of mf-listings it ran, and its heading. */
async function loadListings(page: Page) {
  const fromReleases = new Set<string>();
  const seen = (res: Response) => {
    const [origin, remote, version] = res.url().split('/').slice(2, 5);
    if (origin === `localhost:${ports.releases}` && remote === 'mf-listings' && version) {
      fromReleases.add(version);
    }
  };
  page.on('response', seen);
  await page.goto('/listings');
  await expect(page.getByRole('search', { name: 'Filter listings' })).toBeVisible();
  // The painted page has the filters too: the app has run once the navbar knows the session.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/\(\d+\)$/);
  await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);
  page.off('response', seen);
  return { heading: (await heading.textContent()) ?? '', releases: [...fromReleases] };
}

let bDir = '';
test.afterAll(() => {
  if (bDir) rmSync(bDir, { recursive: true, force: true });
  // Leave the site serving mf-listings' own build, whatever happened above.
  for (let i = 0; i < 4; i++) {
    try {
      releaseCli('rollback', 'mf-listings');
    } catch {
      break;
    }
  }
});

test('two browsers in different buckets get different releases; promote moves both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  releaseCli('release', 'mf-listings', '--version', A);
  const b = editedBuild('mf-listings', 'Available Listings', MARKER);
  bDir = b.dir;
  expect(b.edited, 'a chunk of mf-listings holds the heading').toBeGreaterThan(0);
  expect(
    releaseCli('release', 'mf-listings', '--version', B, '--from', bDir, '--canary', '10'),
  ).toMatch(/to 10 % of browsers as a canary/);

  // Bucket 3 is in the canary, bucket 57 is not. The canary browser runs the site's service
  // worker: its network-first /app-config.json carries the cookie, so it stays on the canary.
  const canary = await browserInBucket(browser, 3, true);
  const other = await browserInBucket(browser, 57);
  let first = await loadListings(canary.page);
  await waitForServiceWorker(canary.page);
  const seenByWorker = await loadListings(canary.page);
  expect(seenByWorker.releases).toEqual([B]);
  expect(seenByWorker.heading).toMatch(/^Available Listings — canary \(\d+\)$/);
  expect(first.releases).toEqual([B]);
  let rest = await loadListings(other.page);
  expect(rest.releases).toEqual([A]);
  expect(rest.heading).toMatch(/^Available Listings \(\d+\)$/);

  // A browser without a bucket is given one, kept for a year, and answered for it.
  const fresh = await request.get('/app-config.json');
  const cookie = fresh.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^mf_bucket=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  const bucket = Number(/^mf_bucket=(\d+)/.exec(cookie)![1]);
  const config = (await fresh.json()) as { remotes: { mf_listings: string } };
  expect(config.remotes.mf_listings).toContain(`/mf-listings/${bucket < 10 ? B : A}/`);

  expect(releaseCli('promote', 'mf-listings')).toContain(`every browser now gets ${B}`);
  first = await loadListings(canary.page);
  rest = await loadListings(other.page);
  expect([first.releases, rest.releases]).toEqual([[B], [B]]);
  expect(rest.heading).toMatch(/^Available Listings — canary \(\d+\)$/);

  // A canary of A on top of B, then `pnpm rollback` ends it: both browsers on B again.
  releaseCli('release', 'mf-listings', '--version', A, '--canary', '10');
  expect((await loadListings(canary.page)).releases).toEqual([A]);
  expect((await loadListings(other.page)).releases).toEqual([B]);
  expect(releaseCli('rollback', 'mf-listings')).toContain(`canary ${A} ended`);
  first = await loadListings(canary.page);
  rest = await loadListings(other.page);
  expect([first.releases, rest.releases]).toEqual([[B], [B]]);
  expect([...canary.errors, ...other.errors]).toEqual([]);
});
