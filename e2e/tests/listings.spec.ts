import type { Page } from '@playwright/test';
import { expect, test } from '../support/accounts';
import { trackPageErrors } from '../support/site';
import { listingOf } from '../support/seeded-listings';

/*
 * Listings journeys through the composed site and the real API: browse, filter (in the URL), open a
 * listing, save it and find it saved after a reload, the owner's 'This is Your Listing' dialog, and
 * Contact Lister reaching the chat. The demo accounts are the ones `pnpm start` seeds
 * (server/src/seed/demo-data.ts).
 */

const ALICE = { email: 'alice@example.com', name: 'Alice Johnson' };
const BEN = { email: 'ben@example.com', name: 'Ben Carter' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByRole('article');

test.describe('listings', () => {
  test('browse the list and the map, then open a listing', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/listings');
    await expect(heading(page)).toHaveText(/^Available Listings \(\d+\)$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'RECENTER' })).toBeVisible();
    // Markers are keyboard buttons named after their listing or group. A listing inside a cluster
    // keeps its marker hidden (map.spec.ts), so: some marker is on the map.
    await expect(page.locator('.leaflet-marker-icon:visible').first()).toBeVisible();

    const first = cards(page).first();
    const title = (await first.getByRole('heading').textContent())!;
    // As a person does: click the card's title (the photo's arrows sit over the middle of the card).
    await first.getByRole('heading').click();
    await expect(page).toHaveURL(/\/listings\/[^/]+$/);
    await expect(heading(page)).toHaveText(title);
    await expect(page.getByText(/^\$[\d,]+\/month$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Property Details' })).toBeVisible();
    await expect(page.getByText(/miles? to campus$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('filter by term and price, kept in the URL across reload and Back', async ({ page }) => {
    await page.goto('/listings');
    await expect(heading(page)).toHaveText(/^Available Listings \(\d+\)$/);
    const all = Number((await heading(page).textContent())!.match(/\((\d+)\)/)![1]);

    await page.getByRole('button', { name: 'Term' }).click();
    await page.getByRole('group', { name: 'Term' }).getByRole('button', { name: 'Summer' }).click();
    await expect(page).toHaveURL(/[?&]term=Summer/);
    await expect(heading(page)).not.toHaveText(`Available Listings (${all})`);
    for (const label of await cards(page)
      .locator('span', { hasText: /^(Spring|Summer|Fall|Academic Year)$/ })
      .allTextContents()) {
      expect(label).toBe('Summer');
    }

    await page.getByRole('button', { name: 'Price Range' }).click();
    await page.getByRole('slider', { name: 'Maximum price' }).focus();
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(/maxPrice=2500/);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Term: Summer' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Price Range: \$0 – \$2,500$/ })).toBeVisible();

    await page.goBack();
    await page.goBack();
    await expect(heading(page)).toHaveText(`Available Listings (${all})`);
  });

  test('a filter change fetches the tab icon again, a PNG', async ({ page }) => {
    // Chromium fetches and decodes the page's icon again on every same-document navigation, on the
    // page's main thread; an SVG icon built an SVG document there on each filter change.
    await page.goto('/listings');
    await expect(heading(page)).toHaveText(/^Available Listings \(\d+\)$/);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toMatch(/\.png$/);
    const icon = page.waitForResponse((r) => new URL(r.url()).pathname === href);
    await page.getByRole('button', { name: 'Term' }).click();
    await page.getByRole('group', { name: 'Term' }).getByRole('button', { name: 'Fall' }).click();
    await expect(page).toHaveURL(/[?&]term=Fall/);
    expect((await icon).headers()['content-type']).toBe('image/png');
  });

  test('save a listing and still see it saved after a reload', async ({
    page,
    request,
    accounts,
  }) => {
    const listing = await listingOf(request, ALICE.email);
    await page.goto(`/listings/${listing.listingID}`);
    await expect(heading(page)).toHaveText(listing.title);
    await accounts.signIn(BEN);

    const save = page.getByRole('button', { name: /^(Save|Unsave) Listing$/ });
    if ((await save.textContent()) === 'Unsave Listing') {
      await save.click();
      await expect(save).toHaveText('Save Listing');
    }
    await save.click();
    await expect(save).toHaveText('Unsave Listing');
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(nav(page).getByRole('button', { name: BEN.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsave Listing' })).toBeVisible();

    // The card in the list shows it saved too.
    await page.goto('/listings');
    await expect(
      page.getByRole('button', { name: `Save ${listing.title}` }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test("the lister cannot contact themself: 'This is Your Listing'", async ({
    page,
    request,
    accounts,
  }) => {
    const listing = await listingOf(request, ALICE.email);
    await page.goto(`/listings/${listing.listingID}`);
    await accounts.signIn(ALICE);
    await page.getByRole('button', { name: 'Contact Lister' }).click();
    const dialog = page.getByRole('dialog', { name: 'This is Your Listing' });
    await expect(dialog).toContainText(
      "You can't contact yourself! To edit or manage this listing, visit your profile page.",
    );
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/listings/${listing.listingID}$`));
  });

  test('Contact Lister opens the chat with the lister', async ({ page, request, accounts }) => {
    const listing = await listingOf(request, ALICE.email);
    await page.goto(`/listings/${listing.listingID}`);
    await page.getByRole('button', { name: 'Contact Lister' }).click();
    // Signed out: the sign-in dialog opens first.
    await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');
    await accounts.signIn(BEN);

    await page.getByRole('button', { name: 'Contact Lister' }).click();
    await expect(page).toHaveURL(/\/messages\/[^/]+$/);
    await expect(page.getByText(ALICE.name).first()).toBeVisible();
    await expect(page.getByPlaceholder('Type a message...')).toBeVisible();
  });
});
