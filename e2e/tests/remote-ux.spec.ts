import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountsOf, NEW_ACCOUNT_PASSWORD } from '../support/accounts';
import { pngPhoto } from '../support/png';
import { trackPageErrors } from '../support/site';

/*
 * "What a student hits when using it", remote side, through the composed site and the real API:
 * landing and confirmation after create/update, half bathrooms, the owner's 'Edit listing', no empty
 * thread in the lister's inbox, the map's "outside the map" hint, the phone layout (pinned one-row
 * filter bar, Clear filters on an empty result, profile tabs that fit, the detail's bottom bar, the
 * opened card back in view) and a visible keyboard focus on listing cards. Fresh accounts each run.
 */

const PASSWORD = NEW_ACCOUNT_PASSWORD;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const dialog = (page: Page) => page.getByRole('dialog');

/** From the home page; on a phone the links sit in a menu, the sign-in button stays in the bar. */
async function signUpFromHome(page: Page, name: string, email: string) {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await accountsOf(page).signUpInOpenDialog(name, email);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** The sticky navbar's bottom edge, in viewport pixels. */
const headerBottom = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);

test.describe.serial('after create and update, on a phone', () => {
  const owner = { email: uniqueEmail('owner'), name: 'Olivia Owner' };
  const title = `Half bath flat ${Date.now() % 100_000}`;
  let listingPath = '';

  test('Create Listing lands at the top of /listings with a confirmation linking to it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, PHONE);
    const errors = trackPageErrors(page);
    await signUpFromHome(page, owner.name, owner.email);
    await page.goto('/listings/new');
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('Bright flat with one and a half baths, five minutes to Bascom.');
    await page.getByLabel('Price per month').fill('990');
    await page.getByLabel('Expected Start Date').fill('2030-08-20');
    await page.getByLabel('Expected End Date').fill('2030-12-20');
    await page.getByLabel('Bedrooms').fill('2');
    // Half baths are accepted (was 'Please enter a valid number of bathrooms').
    await page.getByLabel('Bathrooms').fill('1.5');
    await page.getByLabel('Square Feet').fill('700');
    await page.getByLabel('Roommates').fill('1');
    await page.getByLabel('Street').fill('120 Langdon St');
    await page.getByLabel('Zip Code').fill('53703');
    await page
      .getByLabel('Choose photos')
      .setInputFiles([pngPhoto('a.png', 320, 240, [20, 90, 200])]);
    await expect(page.getByText('Please enter a valid number of bathrooms')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Listing' }).click();

    await expect(page).toHaveURL(/\/listings$/, { timeout: 30_000 });
    const notice = page
      .getByRole('status')
      .filter({ hasText: `Your listing “${title}” is posted.` });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await notice.getByRole('link', { name: 'View listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    listingPath = new URL(page.url()).pathname;
    const bathrooms = page.locator('dt', { hasText: /^Bathrooms$/ }).locator('xpath=..');
    await expect(bathrooms.locator('dd')).toHaveText('1.5');
    expect(errors).toEqual([]);
  });

  test("the owner gets 'Edit listing'; Update Listing returns to My Listings with a confirmation", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    expect(listingPath).not.toBe('');
    const page = await newPage(browser, PHONE);
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByLabel('Email').fill(owner.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog(page)).toBeHidden();

    await page.goto(listingPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Phone bottom bar: Contact Lister and Save are on the first screen, price beside them.
    const contact = page.getByRole('button', { name: 'Contact Lister' });
    await expect(contact).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Save Listing' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('listing-actions')).toContainText('$990');
    // …and nothing in the bar is cut off: Contact Lister shows its whole label.
    const cut = await page
      .getByTestId('listing-actions')
      .locator('button, button *')
      .evaluateAll((boxes) =>
        boxes
          // (a 1-px box is a visually hidden name, not a cut label)
          .filter((b) => b.clientWidth > 1 && b.scrollWidth > b.clientWidth + 1)
          .map((b) => b.textContent),
      );
    expect(cut).toEqual([]);
    await expect(contact).toHaveText('Contact Lister');
    // Contact still opens the spec's dialog for the owner.
    await contact.click();
    await expect(page.getByRole('dialog', { name: 'This is Your Listing' })).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();

    await page.getByRole('link', { name: 'Edit listing' }).click();
    await expect(page).toHaveURL(`${listingPath}/edit`);
    await expect(page.getByLabel('Bathrooms')).toHaveValue('1.5');
    await page.getByLabel('Bathrooms').fill('2.5');
    await page.getByRole('button', { name: 'Update Listing' }).click();

    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'My Listings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const notice = page
      .getByRole('status')
      .filter({ hasText: `Your listing “${title}” is updated.` });
    await expect(notice).toBeInViewport();
    await notice.getByRole('link', { name: 'View listing' }).click();
    await expect(page.locator('dt', { hasText: /^Bathrooms$/ }).locator('xpath=../dd')).toHaveText(
      '2.5',
    );
  });

  test("Contact Lister puts no empty thread in the lister's inbox", async ({ browser }) => {
    test.setTimeout(120_000);
    expect(listingPath).not.toBe('');
    const requester = await newPage(browser, DESKTOP);
    await signUpFromHome(requester, 'Avery Asker', uniqueEmail('asker'));
    await requester.goto(listingPath);
    await requester.getByRole('button', { name: 'Contact Lister' }).click();
    await expect(requester).toHaveURL(/\/messages\/[^/]+$/);
    // The requester sees their own new thread.
    await requester.goto('/messages');
    const row = requester.getByRole('link', { name: new RegExp(`Re: ${title}`) });
    await expect(row).toContainText('No messages yet');

    const lister = await newPage(browser, DESKTOP);
    await lister.goto('/');
    await nav(lister).getByRole('button', { name: 'Sign In' }).click();
    await dialog(lister).getByLabel('Email').fill(owner.email);
    await dialog(lister).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(lister).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog(lister)).toBeHidden();
    await lister.goto('/messages');
    await expect(lister.getByText('No conversations yet')).toBeVisible();

    // Once the requester writes, the lister has it.
    await row.click();
    const input = requester.getByRole('textbox', { name: 'Message' });
    await input.fill('Is the half bath a shower or a toilet?');
    await input.press('Enter');
    await expect(requester.getByRole('log', { name: 'Messages' })).toContainText('half bath');
    await lister.reload();
    await expect(lister.getByRole('link', { name: new RegExp(`Re: ${title}`) })).toContainText(
      'Is the half bath a shower or a toilet?',
    );
  });
});

test.describe('listings on a phone', () => {
  test.use({ viewport: PHONE });

  test('one pinned filter row with a sheet; Clear filters on an empty result', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/listings');
    await expect(page.getByRole('heading', { name: /^Available Listings \(\d+\)$/ })).toBeVisible({
      timeout: 30_000,
    });
    const bar = page.getByRole('search', { name: 'Filter listings' });
    const box = (await bar.boundingBox())!;
    expect(box.height).toBeLessThan(64); // one row (it was ~200 px in three rows)

    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const top = await bar.evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - (await headerBottom(page)))).toBeLessThanOrEqual(1);

    await bar.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // Its buttons are pinned to its bottom edge: no row of the list shows below them.
    const show = sheet.getByRole('button', { name: /^Show \d+ listings?$/ });
    await expect(show).toBeVisible();
    // Measured once the sheet has slid in and its lazy panels have their height.
    await expect
      .poll(async () => {
        const footer = await show.evaluate(
          (el) => el.parentElement!.getBoundingClientRect().bottom,
        );
        const edge = await sheet.evaluate((el) => el.getBoundingClientRect().bottom);
        return Math.abs(edge - footer);
      })
      .toBeLessThanOrEqual(1);
    await sheet.getByRole('region', { name: 'Term' }).getByRole('button', { name: 'Fall' }).click();
    // The styled box covers the native input: tap the label, as people do.
    for (const amenity of ['Gym', 'Balcony', 'Furnished', 'Central A/C', 'Dishwasher']) {
      await sheet
        .locator('label')
        .filter({ hasText: new RegExp(`^${amenity}$`) })
        .click();
    }
    const shown = (await show.textContent())!.match(/\d+/)![0];
    await show.click();
    await expect(
      page.getByRole('heading', { name: `Available Listings (${shown})` }),
    ).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Filters \(\d+\)$/ })).toBeVisible();

    // Every amenity at once matches nothing in the seed: the empty result offers its own way out.
    const all =
      'In-unit laundry,Central A/C,Balcony,Dishwasher,Wifi,Furnished,Parking available,Gym';
    await page.goto(`/listings?amenities=${encodeURIComponent(all)}`);
    await expect(page.getByRole('heading', { name: 'Available Listings (0)' })).toBeVisible({
      timeout: 30_000,
    });

    const results = page.getByRole('region', { name: 'Listings' });
    await results.getByRole('button', { name: 'Clear filters' }).click();
    await expect(
      page.getByRole('heading', { name: /^Available Listings \([1-9]\d*\)$/ }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('back from a listing, the tapped card is fully in view below the pinned bars', async ({
    page,
  }) => {
    await page.goto('/listings');
    // The app's own list (the server's first paint holds six cards and no filter bar yet).
    await expect(page.getByRole('search', { name: 'Filter listings' })).toBeVisible({
      timeout: 30_000,
    });
    await page.mouse.wheel(0, 2400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.waitForTimeout(300);
    // The first card whose top is just under the pinned filter bar: the worst case.
    const barBottom = await page
      .getByRole('search', { name: 'Filter listings' })
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const cards = page.getByRole('region', { name: 'Listings' }).getByRole('article');
    const count = await cards.count();
    let target = cards.first();
    for (let i = 0; i < count; i++) {
      const rect = await cards.nth(i).boundingBox();
      if (rect && rect.y > barBottom + 8) {
        target = cards.nth(i);
        break;
      }
    }
    const name = await target.getByRole('heading').textContent();
    await target.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
    await page.goBack();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: name! }) });
    await expect(card).toBeVisible();
    await page.waitForTimeout(300);
    const rect = (await card.boundingBox())!;
    const barAfter = await page
      .getByRole('search', { name: 'Filter listings' })
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(rect.y).toBeGreaterThanOrEqual(barAfter - 1);
    expect(rect.y + rect.height).toBeLessThanOrEqual(PHONE.height + 1);
  });

  test('profile tabs fit the screen', async ({ page }) => {
    await signUpFromHome(page, 'Tess Tabs', uniqueEmail('tabs'));
    await page.goto('/profile');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const name of ['Saved Listings', 'Saved Searches', 'My Listings', 'Messages']) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
      await expect(tab).toBeInViewport({ ratio: 1 });
      // Nothing clipped inside the tab either.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    const list = page.getByRole('tablist');
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test.describe('listings on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the map says how many results are outside its view and fits them on request', async ({
    page,
  }) => {
    await page.goto('/listings');
    await expect(page.getByRole('heading', { name: /^Available Listings \(\d+\)$/ })).toBeVisible({
      timeout: 30_000,
    });
    const map = page.getByRole('complementary', { name: 'Map' });
    const area = (await map.boundingBox())!;
    // The first view is a static picture of the map (map-first-view.spec.ts): pointing at it loads
    // the live map, which takes its place once drawn. Drags are for the live map.
    await expect(page.locator('[data-static-map]')).toBeVisible();
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2, { steps: 4 });
    await expect(page.locator('[data-static-map]')).toHaveCount(0, { timeout: 15_000 });
    // Drag the map far from campus: every result is then off screen.
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(area.x + area.width - 40, area.y + area.height / 2);
      await page.mouse.down();
      await page.mouse.move(area.x + 40, area.y + area.height / 2, { steps: 8 });
      await page.mouse.up();
    }
    const hint = map.getByText(/^\d+ listings? outside the map$/);
    await expect(hint).toBeVisible();
    // The last drag glides on (Leaflet's inertia): press Show all once the count has settled.
    let last = '';
    await expect
      .poll(async () => {
        const now = await hint.textContent();
        const settled = now === last;
        last = now ?? '';
        return settled;
      })
      .toBe(true);
    await map.getByRole('button', { name: 'Show all' }).click();
    await expect(hint).toBeHidden({ timeout: 5_000 });
  });

  test('a listing card shows keyboard focus', async ({ page }) => {
    await page.goto('/listings');
    const card = page.getByRole('region', { name: 'Listings' }).getByRole('article').first();
    // The app's card: its bookmark comes with React (the server's first paint has none).
    await expect(card.getByRole('button', { name: /^Save / })).toBeVisible();
    const link = card.getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const outline = await card.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: s.outlineWidth };
    });
    expect(outline).toEqual({ style: 'solid', width: '3px' });
  });
});
