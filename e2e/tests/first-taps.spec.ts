import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForApp } from '../support/site';
import { trackNetworkQuiet } from '../support/quiet';

/*
 * The first tap on a page answers at once: what the painted page's first controls open (the
 * phone's Filters sheet, the sign-in dialog behind Save Listing for a visitor who is signed out)
 * comes with the page, not after the tap. Shown by taking the network away once the page has run:
 * a tap that still had to download its dialog would show 'Could not open this…' instead.
 */

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

async function aListingId(request: APIRequestContext) {
  const listings = (await (await request.get('/api/listings')).json()) as {
    listingID: number | string;
  }[];
  return String(listings[0]!.listingID);
}

const TAPS = [
  { page: '/listings', path: async () => '/listings', control: /^Filters/, dialog: 'Filters' },
  {
    page: 'a listing',
    path: async (request: APIRequestContext) => `/listings/${await aListingId(request)}`,
    control: 'Save Listing',
    dialog: null,
  },
] as const;

for (const target of TAPS)
  test(`${target.page}: the first tap opens its dialog without a download (phone)`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const networkQuiet = trackNetworkQuiet(page);
    await page.goto(await target.path(request));
    await waitForApp(page);
    await networkQuiet();
    await context.setOffline(true);
    await page.getByRole('button', { name: target.control }).first().tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (target.dialog) await expect(dialog).toHaveAccessibleName(target.dialog);
    // Signed out, Save Listing asks the visitor to sign in first.
    else await expect(dialog.getByLabel('Email')).toBeVisible();
    await context.close();
  });

test('the home page names no first tap: it downloads no dialog code until one is opened', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const networkQuiet = trackNetworkQuiet(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForApp(page);
  await networkQuiet();
  const dialogCode = /^\/(sign-in-dialog|modal-panels)\./;
  expect(scripts.filter((s) => dialogCode.test(s))).toEqual([]);
  // Its sign-in dialog still opens, its code fetched then.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign In' })
    .tap();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  expect(scripts.some((s) => s.startsWith('/sign-in-dialog.'))).toBe(true);
  await context.close();
});
