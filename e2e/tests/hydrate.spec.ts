import { expect, test, type APIRequestContext } from '@playwright/test';
import { loadHeldBack, trackHydrationErrors, trackPageErrors } from '../support/site';

/*
 * The painted pages are hydrated, not replaced: the site server renders the app itself (the
 * shell's routes and layout, a remote's own page) for the URL, and React adopts that very DOM.
 * Shown here by what a replacement would lose: a node of the painted page keeps a mark set on it
 * before any script ran, and the link a visitor focused in the painted page keeps the focus. And
 * no mismatch is reported, at a phone's width and a desktop's.
 */

async function aListingId(request: APIRequestContext) {
  const listings = (await (await request.get('/api/listings')).json()) as {
    listingID: number | string;
  }[];
  return String(listings[0]!.listingID);
}

const PAGES = [
  {
    name: '/',
    path: async () => '/',
    heading: 'Find Your Perfect Student Housing',
    link: 'Browse Listings',
  },
  {
    name: '/listings',
    path: async () => '/listings',
    heading: /^Available Listings \(\d+\)$/,
    link: null,
  },
  {
    name: 'a listing',
    path: aListingId,
    heading: null,
    link: '← Back to Listings',
  },
] as const;

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
])
  for (const target of PAGES)
    test(`${target.name} is hydrated in place, focus kept, no mismatch (${viewport.width} px)`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const mismatches = trackHydrationErrors(page);
      const errors = trackPageErrors(page);
      const raw = await target.path(request);
      const path = target.name === 'a listing' ? `/listings/${raw}` : raw;
      const h1 = page.locator('main h1').first();
      await loadHeldBack(page, path, async () => {
        await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', path);
        await h1.evaluate((el) => ((el as HTMLElement & { painted?: boolean }).painted = true));
        // Its buttons wait for the app, and say so.
        await expect(page.locator('#root button[data-painted-disabled]').first()).toBeDisabled();
        if (target.link) await page.getByRole('link', { name: target.link }).first().focus();
      });
      // The app runs: the navbar's account appears once the session is known (signed out here).
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
      ).toBeVisible();
      if (target.heading) await expect(h1).toHaveText(target.heading);
      // The very element the server painted, adopted by React rather than drawn again.
      expect(await h1.evaluate((el) => (el as HTMLElement & { painted?: boolean }).painted)).toBe(
        true,
      );
      if (target.link) {
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
        expect(focused).toBe(target.link);
      }
      // The painted controls are the app's: on a phone the filters' sheet opens from them.
      if (target.name === '/listings' && viewport.width < 768) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      await expect(page.locator('[data-painted-disabled]')).toHaveCount(0);
      expect(mismatches).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
