import { expect, test, type Page } from '@playwright/test';
import { loadHeldBack, trackHydrationErrors, trackPageErrors, waitForApp } from '../support/site';

/*
 * A phone's Filters sheet is painted with /listings (closed) and its button opens it by the
 * browser's own means (a `command` for a `<dialog>`): the first tap answers from the paint on, not
 * once the app's scripts have come and run. Its filters are the app's: they wait for it (disabled,
 * as every painted control), and a sheet opened before the app stays open while the app takes it.
 */

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

test('with no script at all, Filters opens the sheet and its Term filter; X, Escape and a tap beside it close it', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/listings');
  await expect(page.locator('main h1')).toHaveText(/^Available Listings \(\d+\)$/);
  await expect(sheet(page)).toBeHidden();

  await filtersButton(page).tap();
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).getByRole('heading', { name: 'Term' })).toBeVisible();
  // Its choices are the app's: they say they wait for it.
  await expect(sheet(page).getByRole('button', { name: 'Fall' })).toBeDisabled();
  // Modal (the page behind is out of reach while it is open).
  expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);
  await sheet(page).getByRole('button', { name: 'Close' }).tap();
  await expect(sheet(page)).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();

  await filtersButton(page).tap();
  await expect(sheet(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toBeHidden();

  await filtersButton(page).tap();
  await expect(sheet(page)).toBeVisible();
  // The dimmed page above the sheet.
  await page.touchscreen.tap(180, 40);
  await expect(sheet(page)).toBeHidden();
  await context.close();
});

test('a sheet opened before the app ran stays open as the app takes it, and a term chosen then filters the list', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const mismatches = trackHydrationErrors(page);
  const errors = trackPageErrors(page);
  await loadHeldBack(page, '/listings', async () => {
    await filtersButton(page).tap();
    await expect(sheet(page)).toBeVisible();
  });
  await waitForApp(page);
  await expect(sheet(page)).toBeVisible();
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');

  await sheet(page).getByRole('button', { name: 'Fall' }).tap();
  await expect(page).toHaveURL(/[?&]term=Fall(&|$)/);
  await expect(sheet(page).getByRole('button', { name: 'Fall' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sheet(page)).toBeVisible();
  await sheet(page)
    .getByRole('button', { name: /^Show \d+ listings?$/ })
    .tap();
  await expect(sheet(page)).toBeHidden();
  await expect(filtersButton(page)).toHaveText('Filters (1)');
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'false');
  expect(mismatches).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
