import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/accounts';
import { ports, trackPageErrors } from '../support/site';

/*
 * The first load carries only what the first screen needs: a listing page's map sits
 * below the photos and the description, so Leaflet downloads when the reader scrolls towards it,
 * or at once when the screen is tall enough to show it. Its frame holds the map's place meanwhile.
 */

async function firstListingPath(request: APIRequestContext) {
  const res = await request.get(`http://localhost:${ports.shell}/api/listings`);
  const listings = (await res.json()) as { listingID: number | string }[];
  return `/listings/${encodeURIComponent(String(listings[0]!.listingID))}`;
}

test('a listing page below the fold loads its map only once the reader scrolls', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = trackPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(await firstListingPath(request));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Whatever the first screen needs has arrived: the app has taken over the painted page (whose
  // map frame it replaces with its own).
  await page.waitForLoadState('networkidle');
  const frame = page.getByRole('group', { name: /^Map: / });
  await expect(frame).toBeAttached();
  const section = page.getByRole('region', { name: 'Location' });
  const before = await section.boundingBox();
  expect((await frame.boundingBox())!.y, 'the map starts below the first screen').toBeGreaterThan(
    800,
  );
  // No map was drawn.
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  const firstLoad = scripts.length;

  await page.mouse.wheel(0, 300);
  await expect(page.locator('.leaflet-container')).toBeVisible();
  // The map's code was downloaded for it (the first load did not carry it).
  expect(scripts.length).toBeGreaterThan(firstLoad);
  // Its frame kept the place: the section below did not move.
  expect((await section.boundingBox())!.height).toBe(before!.height);
  expect(errors).toEqual([]);
});

test('a screen tall enough to show the map loads it without a scroll', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.goto(await firstListingPath(request));
  await expect(page.locator('.leaflet-container')).toBeVisible();
});
