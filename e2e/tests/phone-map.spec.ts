import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { trackHydrationErrors, trackPageErrors } from '../support/site';

/*
 * A phone's /listings (mf-listings): the list first, a floating 'Map' pill switching to a map that
 * fills the screen under the filter bar (`view=map` in the URL, one history entry), the desktop's
 * bubbles, clusters and preview card on it, and Back to the list where it was. The list view does
 * not download Leaflet.
 */

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** A property of every Leaflet map object: only Leaflet's own code carries it. */
const LEAFLET_SIGNATURE = '_leaflet_id';

function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
  });
  return {
    leafletLoaded: async () =>
      (await Promise.all(bodies)).some((body) => body.includes(LEAFLET_SIGNATURE)),
  };
}

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Available Listings \(\d+\)$/ });
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map' });
const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter listings' });

/** The first card not under the pinned navbar and filter bar: its name and distance from the top. */
const firstCardInView = (page: Page) =>
  page.evaluate(() => {
    const clear = document.querySelector('[role="search"]')!.getBoundingClientRect().bottom;
    const card = [...document.querySelectorAll('main article')].find(
      (a) => a.getBoundingClientRect().bottom > clear,
    )!;
    return { name: card.getAttribute('aria-label'), top: card.getBoundingClientRect().top };
  });

/** A price bubble well inside the map (clear of its edges, controls and the pill): its name. */
const bubbleInside = (page: Page) =>
  mapRegion(page).evaluate((region) => {
    const box = region.getBoundingClientRect();
    const bubble = [...region.querySelectorAll('[data-spot]')].find((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const label = el.getAttribute('aria-label') ?? '';
      return (
        / per month$/.test(label) &&
        x > box.left + 70 &&
        x < box.right - 70 &&
        y > box.top + 70 &&
        y < box.bottom - 120
      );
    });
    return bubble?.getAttribute('aria-label') ?? null;
  });

test('list first without Leaflet; Map fills the screen; a bubble opens its card; Back finds the list where it was', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const scripts = watchScripts(page);
  await page.goto('/listings');
  await expect(heading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main article').first()).toBeVisible();
  const mapButton = page.getByRole('button', { name: 'Map', exact: true });
  await expect(mapButton).toBeVisible();
  await expect(mapRegion(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await scripts.leafletLoaded(), 'no Leaflet on a phone list').toBe(false);

  // Down the list, into the windowed part.
  await page.mouse.wheel(0, 2400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expect(page.locator('main [data-index]').first()).toBeAttached();
  await page.waitForTimeout(300); // the scroll settles (smooth wheel)
  const place = await firstCardInView(page);

  await mapButton.tap();
  await expect(page).toHaveURL(/[?&]view=map\b/);
  await expect(mapRegion(page)).toBeVisible();
  // The title with its count above, the filter bar, then the map to the bottom edge of the screen.
  await expect(heading(page)).toBeInViewport();
  const bar = (await filterBar(page).boundingBox())!;
  const map = (await mapRegion(page).boundingBox())!;
  expect(Math.abs(map.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
  expect(Math.abs(map.y + map.height - 812)).toBeLessThanOrEqual(1);
  expect(map.x).toBe(0);
  expect(map.width).toBe(375);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'List', exact: true })).toBeVisible();
  // The desktop's markers: price bubbles and, where they would overlap, clusters.
  await expect(mapRegion(page).locator('[data-spot]').first()).toBeVisible();
  await expect(
    mapRegion(page)
      .getByRole('button', { name: /listings here, zoom in/ })
      .first(),
  ).toBeVisible();

  const name = await bubbleInside(page);
  expect(name, 'a price bubble inside the map').not.toBeNull();
  await mapRegion(page).getByRole('button', { name: name!, exact: true }).tap();
  const preview = mapRegion(page).getByRole('region', {
    name: /^(Unit Preview|\d+ Units Available)$/,
  });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByRole('link', { name: 'Details' })).toBeInViewport({ ratio: 1 });
  expect(await scripts.leafletLoaded(), 'Leaflet came with the use of the map').toBe(true);
  // The whole card fits the screen.
  const card = (await preview.boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(375);
  expect(card.y + card.height).toBeLessThanOrEqual(812);

  await page.goBack();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(mapRegion(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toBeVisible();
  await expect.poll(() => firstCardInView(page).then((p) => p.name)).toBe(place.name);
  await expect
    .poll(async () => Math.abs((await firstCardInView(page)).top - place.top))
    .toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('a view=map link opens the map at once; from 768 px it is the desktop page', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/listings?view=map');
  await expect(heading(page)).toBeVisible({ timeout: 30_000 });
  await expect(mapRegion(page).locator('[data-spot]').first()).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'List', exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('complementary', { name: 'Map' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(mapRegion(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test("a view=map link paints the map's place before any script, and the map fills it", async ({
  browser,
}) => {
  const box = async (page: Page) => {
    const b = await mapRegion(page).boundingBox();
    return b ? [b.x, b.y, b.width, b.height].map(Math.round) : null;
  };
  const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
  const contexts = [
    await browser.newContext(phone),
    await browser.newContext(phone),
    await browser.newContext({ viewport: { width: 1024, height: 800 } }),
  ] as const;
  const [painted, app, wide] = [
    await contexts[0].newPage(),
    await contexts[1].newPage(),
    await contexts[2].newPage(),
  ];
  await painted.route(/\.js(\?|$)/, (route) => route.abort());
  const photos: string[] = [];
  painted.on('request', (r) => {
    if (r.resourceType() === 'image' && r.url().includes('/api/storage/')) photos.push(r.url());
  });
  await painted.goto('/listings?view=map');
  await expect(heading(painted)).toBeVisible();
  await expect(mapRegion(painted)).toBeVisible();
  // The list is not shown to a phone only to be replaced by the map.
  await expect(painted.locator('main article').locator('visible=true')).toHaveCount(0);
  // Nor are its cards' photos downloaded (nor waited for before the app's scripts).
  await painted.waitForLoadState('load');
  expect(photos).toEqual([]);
  const place = await box(painted);
  expect(place![3]).toBeGreaterThan(300);

  const errors = trackPageErrors(app);
  const mismatches = trackHydrationErrors(app);
  await app.goto('/listings?view=map');
  await expect(mapRegion(app).locator('[data-spot]').first()).toBeVisible({ timeout: 30_000 });
  expect(await box(app)).toEqual(place);
  await expect(app.locator('main article')).toHaveCount(0);

  // From 768 px a map link is the desktop page: its painted list, no phone map.
  await wide.route(/\.js(\?|$)/, (route) => route.abort());
  await wide.goto('/listings?view=map');
  await expect(wide.locator('main article').first()).toBeVisible();
  await expect(mapRegion(wide)).toBeHidden();
  expect(errors).toEqual([]);
  expect(mismatches).toEqual([]);
  await Promise.all(contexts.map((c) => c.close()));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`list and map views pass axe (${scheme})`, async ({ page }) => {
    await page.addInitScript(
      (dark) => localStorage.setItem('darkMode', dark),
      String(scheme === 'dark'),
    );
    await page.goto('/listings');
    await expect(heading(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Map', exact: true }).tap();
    await expect(mapRegion(page).locator('[data-spot]').first()).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    // And once the live map has taken over (a touch wakes it).
    await mapRegion(page).tap({ position: { x: 187, y: 200 } });
    await expect(page.locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
    await expect(mapRegion(page).locator('[data-static-map]')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
}
