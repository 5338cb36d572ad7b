import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

/*
 * axe finds no serious or critical violations on the shell's pages and a listing's page (with its
 * map), in light and in dark.
 */

const PAGES = ['/', '/contact', '/privacy', '/terms'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`a11y in ${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (dark) => localStorage.setItem('darkMode', dark),
        String(scheme === 'dark'),
      );
    });

    test("a listing's page, its map drawn, has no serious or critical violations", async ({
      page,
    }) => {
      const res = await page.request.get('/api/listings');
      const [first] = (await res.json()) as { listingID: number | string }[];
      await page.goto(`/listings/${encodeURIComponent(String(first!.listingID))}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The painted page has been taken over by the app (whose map frame replaces the painted one).
      await page.waitForLoadState('networkidle');
      // The map loads as the reader scrolls to it (listing-map.spec.ts); axe checks it drawn.
      await page.getByRole('group', { name: /^Map: / }).scrollIntoViewIfNeeded();
      await expect(page.locator('.leaflet-container')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open sign-in dialog has no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Sign In' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
      // Show the red box too, so its contrast is checked.
      await page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the Legal & Info sheet on a phone has no serious or critical violations', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Legal & Info' }).click();
      await expect(page.getByRole('dialog', { name: 'Legal & Info' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
