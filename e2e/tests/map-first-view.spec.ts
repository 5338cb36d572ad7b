import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { pngPhoto } from '../support/png';
import { ports, trackPageErrors } from '../support/site';

/*
 * Fast on a student's phone: /listings draws a static picture of the map's first frame
 * (mf-listings static-listings-map.tsx) and downloads Leaflet only when the map is used. The
 * picture and the live map are the same pixels, and nothing done on the picture is lost.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** A property of every Leaflet map object: only Leaflet's own code carries it. */
const LEAFLET_SIGNATURE = '_leaflet_id';

/** The bodies of the remotes' scripts the page downloaded, to tell whether Leaflet came. */
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

const picture = (page: Page) => page.locator('[data-static-map]');
const liveMap = (page: Page) => page.locator('.leaflet-container');
const mapColumn = (page: Page) => page.getByRole('complementary', { name: 'Map' });

/** Holds the remotes' later scripts (Leaflet's chunk) for a while: clicks surely hit the picture. */
async function slowLateScripts(page: Page, ms = 1500) {
  await page.route(`http://localhost:${ports.mf_listings}/*.js`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

async function openListings(page: Page) {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: /^Available Listings \(\d+\)$/ })).toBeVisible();
  // The picture's bubbles are drawn from the same results as the list.
  await expect(picture(page).locator('[data-spot]').first()).toBeVisible();
}

/** A price bubble of one listing on the picture, and its name. */
async function singleBubble(page: Page): Promise<{ bubble: Locator; name: string }> {
  const bubble = picture(page)
    .getByRole('button', { name: /, \$[\d,]+ per month$/ })
    .first();
  return { bubble, name: (await bubble.getAttribute('aria-label'))! };
}

test('a cold load draws the map without Leaflet; pointing at it loads Leaflet', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const scripts = watchScripts(page);
  await openListings(page);
  await page.waitForLoadState('networkidle');
  await expect(picture(page).getByLabel('Map of listings')).toBeVisible();
  await expect(picture(page).getByRole('button', { name: 'RECENTER' })).toBeVisible();
  await expect(picture(page).getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await expect(liveMap(page)).toHaveCount(0);
  expect(await scripts.leafletLoaded(), 'no Leaflet script before the map is used').toBe(false);

  await mapColumn(page).hover({ position: { x: 30, y: 200 } });
  await expect(liveMap(page)).toBeVisible();
  await expect(picture(page)).toHaveCount(0);
  expect(await scripts.leafletLoaded(), 'Leaflet arrived when the map was pointed at').toBe(true);
  // The live map has taken over: its own markers, with the same names.
  await expect(liveMap(page).locator('[data-spot]:visible').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a click on a bubble of the picture opens that listing's preview", async ({ page }) => {
  const errors = trackPageErrors(page);
  await openListings(page);
  await slowLateScripts(page);
  const { bubble, name } = await singleBubble(page);
  const title = name.replace(/, \$[\d,]+ per month$/, '');
  await bubble.click();
  // Clicked while Leaflet was still on its way: the live map opens it once it is there.
  await expect(picture(page)).toHaveCount(1);
  const preview = page.getByRole('region', { name: 'Unit Preview' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(preview).toContainText(title);
  await expect(picture(page)).toHaveCount(0);
  await expect(liveMap(page).getByRole('button', { name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Tab into a bubble: the live map takes the focus over, Enter opens it', async ({ page }) => {
  await openListings(page);
  await slowLateScripts(page);
  // The map's own box is the first stop in it, as on the live map; the next one is a bubble.
  await picture(page).getByLabel('Map of listings').focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-spot');
  const key = (await focused.getAttribute('data-spot'))!;
  const name = (await focused.getAttribute('aria-label'))!;
  await expect(picture(page)).toHaveCount(0, { timeout: 15_000 });
  const live = liveMap(page).locator(`[data-spot="${key}"]`);
  await expect(live).toBeFocused();
  await expect(live).toHaveAttribute('aria-label', name);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: /^(Unit Preview|\d+ Units Available)$/ }),
  ).toBeVisible();
});

test('zoom steps on the picture are done by the live map', async ({ page }) => {
  await openListings(page);
  await slowLateScripts(page);
  await picture(page).getByRole('button', { name: 'Zoom out', exact: true }).click();
  await picture(page).getByRole('button', { name: 'Zoom out', exact: true }).click();
  await expect(picture(page)).toHaveCount(0, { timeout: 15_000 });
  // Both zoom steps were done: at zoom 13 the view spans four times the width it had at 15.
  const span = () =>
    liveMap(page).evaluate((el) => {
      const tiles = [...el.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
      return Math.min(...tiles.map((t) => Number(/\/(\d+)\/\d+\/\d+/.exec(t.src)?.[1])));
    });
  await expect.poll(span).toBe(13);
});

test("'Show all' pressed on the picture is done by the live map", async ({ page }) => {
  await openListings(page);
  const hint = mapColumn(page).getByText(/^\d+ listings? outside the map$/);
  // The demo listings spread beyond the default view.
  await expect(picture(page).getByText(/^\d+ listings? outside the map$/)).toBeVisible();
  await slowLateScripts(page);
  await picture(page).getByRole('button', { name: 'Show all' }).click();
  await expect(picture(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(hint).toBeHidden({ timeout: 5_000 });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the static view and the live map pass axe (${scheme})`, async ({ page }) => {
    await page.addInitScript(
      (dark) => localStorage.setItem('darkMode', dark),
      String(scheme === 'dark'),
    );
    await openListings(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    expect(await seriousViolations(page, 'aside')).toEqual([]);
    await mapColumn(page).hover({ position: { x: 4, y: 300 } });
    await expect(picture(page)).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page, 'aside')).toEqual([]);
  });
}

/** PNG bytes → how many pixels differ by more than `threshold` in a channel (in the page's canvas). */
async function pixelDiff(page: Page, a: Buffer, b: Buffer, threshold = 24) {
  return page.evaluate(
    async ({ a, b, threshold }) => {
      const load = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height);
      };
      const [x, y] = [await load(a), await load(b)];
      if (x.width !== y.width || x.height !== y.height) return { total: 1, differing: 1 };
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let k = 0; k < 3; k++) {
          if (Math.abs(x.data[i + k]! - y.data[i + k]!) > threshold) {
            differing++;
            break;
          }
        }
      }
      return { total: x.width * x.height, differing };
    },
    { a: a.toString('base64'), b: b.toString('base64'), threshold },
  );
}

/**
 * The tile server, answered here (no internet): a colour per tile, so a tile one pixel off at the
 * swap shows as seams of differing pixels; or 404 for every tile, as the bench's tile URL answers.
 */
async function serveTiles(page: Page, ok: boolean) {
  const tiles = new Map<string, Buffer>();
  await page.route(/\/\d+\/\d+\/\d+\.png$/, async (route) => {
    const [, z, x, y] = /\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(route.request().url())!.map(Number);
    if (!ok) return route.fulfill({ status: 404, body: '' });
    const key = `${z}/${x}/${y}`;
    if (!tiles.has(key)) {
      const rgb = [(x! * 53) % 200, (y! * 97) % 200, ((x! + y!) * 31) % 200];
      tiles.set(key, pngPhoto(`${key}.png`, 256, 256, rgb).buffer);
    }
    return route.fulfill({ status: 200, contentType: 'image/png', body: tiles.get(key)! });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const tiles of ['tiles', 'no tiles'] as const) {
    test(`nothing moves at the swap (${scheme}, ${tiles})`, async ({ page }, testInfo) => {
      await page.addInitScript(
        (dark) => localStorage.setItem('darkMode', dark),
        String(scheme === 'dark'),
      );
      await serveTiles(page, tiles === 'tiles');
      await openListings(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.waitForLoadState('networkidle');
      const shown = picture(page).locator('img[role=presentation]:visible');
      if (tiles === 'tiles') await expect(shown.first()).toBeVisible();
      else await expect(shown).toHaveCount(0);
      const column = mapColumn(page);
      const before = await column.screenshot({ animations: 'disabled' });
      // Wake it where nothing reacts to a pointer (the empty strip left of the zoom bar's column).
      await column.hover({ position: { x: 4, y: 300 } });
      await expect(picture(page)).toHaveCount(0, { timeout: 15_000 });
      const after = await column.screenshot({ animations: 'disabled' });
      if (tiles === 'tiles') {
        await expect(liveMap(page).locator('img.leaflet-tile-loaded').first()).toBeVisible();
      }
      const dir = process.env.MAP_SHOTS_DIR ?? testInfo.outputDir;
      const name = `swap-${scheme}-${tiles.replace(' ', '-')}`;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${name}-before.png`), before);
      writeFileSync(path.join(dir, `${name}-after.png`), after);
      const { total, differing } = await pixelDiff(page, before, after);
      writeFileSync(path.join(dir, `${name}-diff.json`), JSON.stringify({ differing, total }));
      // Antialiasing may differ on a few edge pixels; a bubble or tile one pixel off is thousands.
      expect(differing / total, `${differing} of ${total} pixels differ`).toBeLessThan(0.001);
    });
  }
}
