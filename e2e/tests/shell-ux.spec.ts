import { expect, test, type Page } from '@playwright/test';
import { accountsOf } from '../support/accounts';
import { trackPageErrors } from '../support/site';
import { listingOf } from '../support/seeded-listings';

/*
 * What the shell gives every page: the unread signal outside the profile (badge, 'Messages' link,
 * tab title), page titles, sign-in that finishes the action that asked for it, the sign-in dialog
 * that does not jump, scroll positions across navigation, and the home page's feature cards as links.
 */

const SITE = 'Madison Subleases';
const DEMO_PASSWORD = 'sublease-demo';
const LISTER = { email: 'ben@example.com', name: 'Ben Carter' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const dialog = (page: Page) => page.getByRole('dialog');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('sign-in finishes what the person was doing', () => {
  test("'Sign in to save listings' → sign up → the listing is saved", async ({ page }) => {
    const errors = trackPageErrors(page);
    const listing = await listingOf(page.request, LISTER.email);
    await page.goto(`/listings/${listing.listingID}`);
    await page.getByRole('button', { name: 'Save Listing', exact: true }).click();
    await expect(
      dialog(page).getByRole('heading', { name: 'Sign in to save listings' }),
    ).toBeVisible();
    await accountsOf(page).signUpInOpenDialog('Sam Saver');

    await expect(page.getByRole('button', { name: 'Unsave Listing' })).toBeVisible();
    await expect(toasts(page)).toContainText('Listing saved');
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: `Unsave ${listing.title}` })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('closing the dialog instead saves nothing', async ({ page }) => {
    const listing = await listingOf(page.request, LISTER.email);
    await page.goto(`/listings/${listing.listingID}`);
    await page.getByRole('button', { name: 'Save Listing', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    // Signing in afterwards from the navbar does not replay the abandoned save.
    await nav(page).getByRole('button', { name: 'Sign In' }).click();
    await accountsOf(page).signUpInOpenDialog('Nora Nosave');
    await expect(nav(page).getByRole('button', { name: 'Nora Nosave' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Listing', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsave Listing' })).toHaveCount(0);
  });

  test("'Sign in to continue' on Contact Lister → sign up → the chat opens", async ({ page }) => {
    const errors = trackPageErrors(page);
    const listing = await listingOf(page.request, LISTER.email);
    await page.goto(`/listings/${listing.listingID}`);
    await page.getByRole('button', { name: 'Contact Lister' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await accountsOf(page).signUpInOpenDialog('Cleo Contact');

    await expect(page).toHaveURL(/\/messages\/[^/]+$/);
    await expect(
      page.getByRole('region', { name: `Conversation with ${LISTER.name}` }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('unread messages outside the profile', () => {
  test('badge on the desktop Messages link and the count in the tab title', async ({
    browser,
    page,
  }) => {
    // Someone writes to the lister, so there is at least one unread message for them.
    const listing = await listingOf(page.request, LISTER.email);
    await page.goto(`/listings/${listing.listingID}`);
    await page.getByRole('button', { name: 'Contact Lister' }).click();
    await accountsOf(page).signUpInOpenDialog('Una Unread');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('Hello, is it still available?');
    await input.press('Enter');
    await expect(page.getByText('Hello, is it still available?')).toBeVisible();

    const lister = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await lister.goto('/');
    const conversations = lister.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user/conversations' && r.ok(),
    );
    await nav(lister).getByRole('button', { name: 'Sign In' }).click();
    await dialog(lister).getByLabel('Email').fill(LISTER.email);
    await dialog(lister).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog(lister).getByRole('button', { name: 'Sign In', exact: true }).click();
    const list = (await (await conversations).json()) as { unreadCount?: number }[];
    const unread = list.reduce((sum, c) => sum + (c.unreadCount ?? 0), 0);
    expect(unread).toBeGreaterThan(0);
    const shown = unread > 99 ? '99+' : String(unread);

    const link = nav(lister).getByRole('link', { name: `Messages, ${shown} unread` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/messages');
    await expect(link).toContainText(shown);
    await expect(lister).toHaveTitle(`(${shown}) ${SITE}`);
    await lister.goto('/listings');
    await expect(lister).toHaveTitle(`(${shown}) Listings · ${SITE}`);
    await lister.close();
  });

  test("the phone's mail icon shows the badge, capped at '99+'", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // A real response with one count raised past the cap.
    await page.route(
      (url) => url.pathname === '/api/user/conversations',
      async (route) => {
        const response = await route.fetch();
        const list = (await response.json()) as { unreadCount?: number }[];
        if (list[0]) list[0].unreadCount = 150;
        await route.fulfill({ response, json: list });
      },
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Messages' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await dialog(page).getByLabel('Email').fill(LISTER.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();

    const mail = page.getByRole('link', { name: 'Messages, 99+ unread' });
    await expect(mail).toBeVisible();
    await expect(mail).toContainText('99+');
    await expect(page).toHaveTitle(`(99+) ${SITE}`);
  });
});

test.describe('page titles', () => {
  test('each page names itself; a listing page carries the listing title', async ({ page }) => {
    const listing = await listingOf(page.request, LISTER.email);
    await page.goto('/listings');
    await expect(page).toHaveTitle(`Listings · ${SITE}`);
    await page.goto(`/listings/${listing.listingID}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page).toHaveTitle(`${listing.title} · ${SITE}`);
    await page.goto('/listings/new');
    await expect(page).toHaveTitle(`List Your Property · ${SITE}`);
    await page.goto('/contact');
    await expect(page).toHaveTitle(`Contact Us · ${SITE}`);
    await page.goto('/');
    await expect(page).toHaveTitle(SITE);
  });
});

test.describe('scroll positions', () => {
  test('a new page starts at the top; Back returns to where the page was left', async ({
    page,
  }) => {
    // A short window, so the home page too is taller than it.
    await page.setViewportSize({ width: 1280, height: 480 });
    const listing = await listingOf(page.request, LISTER.email);
    await page.goto(`/listings/${listing.listingID}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);

    // In the app (no reload): the navbar's link, on screen at this position (a click on the
    // footer's would first scroll the page down to it).
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Find Your Perfect/ })).toBeVisible();
    // Taller than the window, so 'at the top' is a choice, not the only place it could be.
    const room = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(room).toBeGreaterThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  });
});

test.describe('sign-in dialog', () => {
  test('stays put when its error box appears, and shows the design focus ring', async ({
    page,
  }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Sign In' }).click();
    const box = dialog(page);
    await expect(box).toBeVisible();
    await page.waitForTimeout(400); // the opening animation
    const before = (await box.boundingBox())!;
    await box.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(box.getByRole('alert')).toHaveText('Email is required');
    const after = (await box.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    expect(after.height).toBeGreaterThan(before.height);

    // Keyboard focus on 'Forgot password?' uses the design system's ring colour.
    const forgot = box.getByRole('button', { name: 'Forgot password?' });
    await box.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(forgot).toBeFocused();
    const ring = await forgot.evaluate((el) => {
      const style = getComputedStyle(el);
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-focus)';
      document.body.append(probe);
      const focus = getComputedStyle(probe).color;
      probe.remove();
      return { style: style.outlineStyle, color: style.outlineColor, focus };
    });
    expect(ring.style).toBe('solid');
    expect(ring.color).toBe(ring.focus);
  });
});

test.describe('home page', () => {
  test('the three feature cards are links, with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    const cards = [
      ['Find Subleases', '/listings'],
      ['Post Your Listing', '/listings/new'],
      ['Message Directly', '/messages'],
    ] as const;
    for (const [name, href] of cards) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The prerendered home is replaced by React once the visitor is known: focus the live card.
    await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    const find = page.getByRole('link', { name: 'Find Subleases', exact: true });
    await find.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(find).toBeFocused();
    const outline = await find.evaluate((el) => getComputedStyle(el, '::after').outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listings$/);
  });
});
