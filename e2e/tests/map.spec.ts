import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/accounts';
import { ports, trackPageErrors, waitForApp } from '../support/site';

/*
 * A readable map: price bubbles that would overlap at the current zoom are drawn as a
 * cluster with its listing count, and a cluster opens (zooms in on it) on Enter or a click.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const clusters = (page: Page) => page.getByRole('button', { name: /listings here, zoom in/ });

/** The markers drawn near the middle of the map: a cluster's count, or 1 for a price bubble. */
async function markersNearCentre(page: Page) {
  // The map's own box (Leaflet's container), whatever its surroundings are named.
  return page.locator('.leaflet-container').evaluate((map) => {
    const box = map.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    return [...map.querySelectorAll<HTMLElement>('[role=button][aria-label]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return Math.hypot(r.left + r.width / 2 - cx, r.top + r.height / 2 - cy) < 160;
      })
      .map((el) =>
        /listings here/.test(el.getAttribute('aria-label')!) ? Number(el.textContent) : 1,
      );
  });
}

async function biggestCluster(page: Page): Promise<{ cluster: Locator; count: number }> {
  await page.goto(`http://localhost:${ports.shell}/listings`);
  await waitForApp(page);
  // The picture shown first loads the live map when a pointer comes over it.
  await page.getByRole('group', { name: 'Map of listings' }).hover();
  // The live map's control: until it has loaded, the picture has a Zoom out of its own (both are
  // on the page for a moment while one hands over to the other).
  const zoomOut = page.locator('.leaflet-container').getByRole('button', { name: 'Zoom out' });
  // Zoomed out over campus, the demo listings cannot each have a readable bubble.
  await zoomOut.click();
  await zoomOut.click();
  await expect(clusters(page).first()).toBeVisible();
  // Clusters are drawn anew after each zoom step: read them once the map has settled.
  let counts: number[] = [];
  await expect
    .poll(async () => {
      const before = counts.join();
      await page.waitForTimeout(500);
      counts = (await clusters(page).allTextContents()).map(Number);
      return counts.length > 0 && counts.join() === before;
    })
    .toBe(true);
  expect(counts.every((n) => n >= 2)).toBe(true);
  const count = Math.max(...counts);
  const cluster = clusters(page)
    .filter({ hasText: new RegExp(`^${count}$`) })
    .first();
  return { cluster, count };
}

/** The map flew to the cluster: what it held is now drawn apart, each part smaller than it was. */
async function expectOpened(page: Page, count: number) {
  await expect
    .poll(async () => {
      const near = await markersNearCentre(page);
      return near.length >= 2 && near.every((n) => n < count);
    })
    .toBe(true);
}

test('a cluster opens on Enter', async ({ page }) => {
  const errors = trackPageErrors(page);
  const { cluster, count } = await biggestCluster(page);
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expectOpened(page, count);
  expect(errors).toEqual([]);
});

test('a cluster opens on a click', async ({ page }) => {
  const errors = trackPageErrors(page);
  const { cluster, count } = await biggestCluster(page);
  await cluster.click();
  await expectOpened(page, count);
  expect(errors).toEqual([]);
});
