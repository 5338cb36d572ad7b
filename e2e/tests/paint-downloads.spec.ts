import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { trackNetworkQuiet } from '../support/quiet';
import { ports } from '../support/site';

/*
 * What a painted page downloads, and when (docs/decisions/2026-11-29-first-tap.md): the shell's
 * start-up files and the route's remote once the page has painted, each once; the page's first
 * answer with them, not with the HTML; the start-up style sheets not at all (they are in the page).
 */

const BASE = `http://localhost:${ports.shell}`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function aListingId(request: APIRequestContext) {
  const res = await request.get(`${BASE}/api/listings`);
  const listings = (await res.json()) as { listingID: number | string }[];
  return String(listings[0]!.listingID);
}

test("the shell's start-up style sheets come in the page, not downloaded again by the app", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const networkQuiet = trackNetworkQuiet(page);
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  await page.goto(`${BASE}/listings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Available Listings/);
  await networkQuiet();
  // Each stands for a start-up sheet whose rules the page's inline <style> holds.
  const inPage = await page
    .locator('style[data-href]')
    .evaluateAll((marks) => marks.map((m) => m.getAttribute('data-href')));
  expect(inPage.length).toBeGreaterThan(0);
  expect(sheets.filter((sheet) => inPage.includes(sheet))).toEqual([]);
  // …and the app's own render has them: the navbar is laid out as on the painted page.
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toHaveCSS('display', 'flex');
  await context.close();
});

test.describe('what the painted pages preload', () => {
  // The shell's start-up files and the route's remote all download once the page has painted
  // (low priority) instead of one round trip after another once main.js runs; each link must be in
  // the request mode of the tag or fetch that uses it, or the browser downloads the file twice. The
  // remote's files only once the loader has checked the config and the manifest the browser got,
  // which the shell then takes instead of asking again.
  for (const path of ['/', '/listings', 'a listing']) {
    test(`${path}: every preloaded file is downloaded once, and the remote's with the page`, async ({
      browser,
      request,
    }) => {
      const url = path === 'a listing' ? `/listings/${await aListingId(request)}` : path;
      const context = await browser.newContext();
      const page = await context.newPage();
      const networkQuiet = trackNetworkQuiet(page);
      const requested = new Map<string, number>();
      page.on('request', (r) => requested.set(r.url(), (requested.get(r.url()) ?? 0) + 1));
      const response = await page.goto(url);
      const body = (await response?.text()) ?? '';
      await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
      await networkQuiet();
      const hrefs = (tag: RegExp) =>
        [...body.matchAll(tag)]
          .map((m) => /href="?([^" >]+)/.exec(m[0])?.[1] ?? '')
          .map((href) => new URL(href, BASE).href);
      const shellFiles = hrefs(/<link data-after-paint [^>]*>/g);
      const remoteFiles = hrefs(/<link data-remote-file [^>]*>/g);
      const manifests = hrefs(/<link data-remote-manifest=[^>]*>/g);
      expect(shellFiles.some((href) => /\/main\.[0-9a-f]{10}\.js$/.test(href))).toBe(true);
      if (path === '/') {
        expect(remoteFiles).toEqual([]);
      } else {
        expect(remoteFiles.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
        expect(manifests).toHaveLength(1);
        expect(manifests[0]).toMatch(/\/mf-manifest\.json$/);
        expect(requested.get(manifests[0]!), 'the manifest, asked once').toBe(1);
        expect(requested.get(`${BASE}/app-config.json`), 'the config, asked once').toBe(1);
        const promoted = await page.locator('link[data-remote-file][rel=preload]').count();
        expect(promoted).toBe(remoteFiles.length);
      }
      for (const href of [...shellFiles, ...remoteFiles]) expect(requested.get(href), href).toBe(1);
      await context.close();
    });
  }

  test("/listings: the list's request starts after the first paint, with the scripts", async ({
    browser,
  }) => {
    // At 5,000 listings the answer is ~130 KB: started with the HTML it shares the link with the
    // first photos, and Lighthouse's simulation counts it into the largest paint.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/listings');
    await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    const { paint, list } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      list: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === '/api/listings')
        .map((e) => e.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(list).toHaveLength(1);
    expect(list[0]!).toBeGreaterThanOrEqual(paint!);
    await context.close();
  });
});

test("every start-up script of a painted page comes as the build's brotli file, not compressed again", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (url.port !== String(ports.shell)) return;
    const response = await request.response();
    const sizes = await request.sizes();
    scripts.push({
      url: url.pathname,
      encoding: (await response?.allHeaders())?.['content-encoding'],
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto(`${BASE}/listings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Available Listings/);
  const startUp = () => scripts.find((s) => s.url.startsWith('/start-up-packages.'));
  await expect.poll(() => startUp()).toBeTruthy();
  // The site's own copy of that file at brotli's best level (tooling/webpack/precompress.mjs).
  const built = await page.request.get(`${BASE}${startUp()!.url}.br`);
  expect(startUp()!.encoding).toBe('br');
  expect(startUp()!.bytes).toBe((await built.body()).length);
  expect(scripts.filter((s) => s.bytes > 1024 && s.encoding !== 'br')).toEqual([]);
  await context.close();
});

test("a phone's painted list downloads the first screen's two photos, the others once the app runs", async ({
  browser,
}) => {
  const photos = (page: Page) => {
    const seen = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/api/storage/object/'))
        seen.add(new URL(request.url()).pathname);
    });
    return seen;
  };
  const phone = { viewport: { width: 375, height: 740 } };
  // The painted page alone: the app's scripts never come (with scripting off, a browser would
  // ignore loading=lazy altogether).
  const painted = await browser.newContext(phone);
  const page = await painted.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  const before = photos(page);
  await page.goto(`${BASE}/listings`, { waitUntil: 'load' });
  const cards = page.locator('[data-first-view] > article');
  await expect(cards).toHaveCount(6);
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(500);
  expect(before.size).toBe(2);
  // The third card keeps its photo's space (no shift when the photo comes).
  const third = await cards.nth(2).boundingBox();
  expect(third?.height).toBeGreaterThan(200);
  await painted.close();
  // With the app running, the cards below get their photos as usual.
  const running = await browser.newContext(phone);
  const app = await running.newPage();
  const after = photos(app);
  await app.goto(`${BASE}/listings`);
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(/^Available Listings/);
  await expect.poll(() => after.size).toBeGreaterThan(2);
  await running.close();
});
