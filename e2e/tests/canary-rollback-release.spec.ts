import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { editedBuild, releaseCli } from '../support/releases';
import { ports, REMOTE_FAILURE_TITLE } from '../support/site';

// Each remote's health, seen: every page counts its remotes' loads and errors per release and
// sends them to the API; `pnpm releases` prints page loads and the error rate per release, and a
// canary that throws in browsers is ended by the site itself, nobody typing. (Its name ends in
// release.spec.ts: it runs in the 'releases' project, never beside the journeys.)

const ORIGIN = `http://localhost:${ports.shell}`;
const run = Date.now().toString(36);
const GOOD = `health-good-${run}`;
const BROKEN = `health-broken-${run}`;

/** A browser of its own whose canary bucket is `bucket` (the mf_bucket cookie). */
async function browserInBucket(browser: Browser, bucket: number) {
  const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'mf_bucket', value: String(bucket), url: ORIGIN }]);
  return context.newPage();
}

const channel = () =>
  JSON.parse(
    readFileSync(
      path.join(process.env.E2E_RELEASES_DIR ?? '', 'mf-listings', 'channel.json'),
      'utf8',
    ),
  ) as { canary: unknown; lastCanary?: { release: string; outcome: string; reason?: string } };

/** The page is hidden, as when a visitor switches away: it sends its counts. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The broken release's tallies as the API has them, if any. */
async function brokenHealth(request: APIRequestContext) {
  const res = await request.get(
    `http://127.0.0.1:${ports.api}/api/client-reports/summary?minutes=60`,
  );
  const { releases } = (await res.json()) as {
    releases: { remote: string; release: string; renderErrors: number }[];
  };
  return releases.find((r) => r.remote === 'mf-listings' && r.release === BROKEN);
}

let brokenDir = '';
test.afterAll(() => {
  if (brokenDir) rmSync(brokenDir, { recursive: true, force: true });
  for (let i = 0; i < 4; i++) {
    try {
      releaseCli('rollback', 'mf-listings');
    } catch {
      break;
    }
  }
});

test('a canary that throws on render is rolled back without anyone typing', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  releaseCli('release', 'mf-listings', '--version', GOOD);
  // The listings heading, once the list has loaded, throws: a bug only the canary has.
  const broken = editedBuild(
    'mf-listings',
    'Available Listings (',
    '${(() => { throw new Error("a bug in the canary") })()}(',
  );
  brokenDir = broken.dir;
  expect(broken.edited, 'a chunk of mf-listings holds the heading').toBeGreaterThan(0);
  releaseCli('release', 'mf-listings', '--version', BROKEN, '--from', brokenDir, '--canary', '50');

  // A browser in the canary's half sees the page fail; each failed load's counts are sent when the
  // page is hidden (as when a visitor switches away). The watch may end the canary between two
  // loads: a later load then already shows the listings.
  const unlucky = await browserInBucket(browser, 7);
  const failure = unlucky.getByText(REMOTE_FAILURE_TITLE);
  let failed = 0;
  for (let i = 0; i < 8 && channel().canary; i++) {
    await unlucky.goto('/listings');
    // (The painted frame already shows a listings heading: wait for the app's own answer.)
    const shown = await failure.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) {
      expect(channel().canary, 'the page works only once the canary ended').toBeNull();
      break;
    }
    failed++;
    await hide(unlucky);
    // The API has counted it (the summary is answered to this machine).
    await expect
      .poll(async () => (await brokenHealth(request))?.renderErrors ?? 0, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(failed);
  }
  expect(failed, 'the canary failed in the browser before it was ended').toBeGreaterThanOrEqual(3);
  // The other half runs the current release.
  const lucky = await browserInBucket(browser, 93);
  await lucky.goto('/listings');
  await expect(lucky.getByRole('heading', { level: 1 })).toHaveText(/^Available Listings \(\d+\)$/);
  // The navbar knows the session once the app has run (the painted page has the filters too).
  await expect(
    lucky.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  await hide(lucky);

  await expect.poll(() => channel().canary, { timeout: 30_000 }).toBeNull();
  expect(channel().lastCanary).toMatchObject({ release: BROKEN, outcome: 'ended' });
  expect(channel().lastCanary?.reason).toMatch(
    /^error rate \d+\.\d % \(\d+ errors in \d+ page loads over the last hour\) is above 5\.0 %$/,
  );

  // The unlucky browser is back on the current release at its next load.
  await unlucky.goto('/listings');
  await expect(unlucky.getByRole('heading', { level: 1 })).toHaveText(
    /^Available Listings \(\d+\)$/,
  );
  await expect(unlucky.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);

  // `pnpm releases` shows how each fared.
  const listed = releaseCli('list', 'mf-listings');
  expect(listed).toMatch(
    new RegExp(
      `${BROKEN}.*\\d+ page loads? · \\d+\\.\\d % errors \\(0 failed to load, [1-9]\\d* threw\\)`,
    ),
  );
  // (The other browser's report may still be on its way.)
  await expect
    .poll(() => releaseCli('list', 'mf-listings'), { timeout: 20_000 })
    .toMatch(new RegExp(`\\* ${GOOD}.*\\d+ page loads? · 0\\.0 % errors`));
  await unlucky.context().close();
  await lucky.context().close();
});
