import { expect, test, type Page } from '@playwright/test';
import { pngPhoto } from '../support/png';
import { trackPageErrors } from '../support/site';

/*
 * The photo pipeline through the composed site: a listing created with one large photo shows, on
 * its card, a WebP size no wider than the card needs (srcset + sizes), and on its detail page the
 * whole photo in the carousel, which opens full screen. Real API, real sharp, real Chromium.
 */

const PASSWORD = 'badgers-123';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dialog = (page: Page) => page.getByRole('dialog');

/** What the browser chose and drew for an <img>, once it has loaded. */
async function loaded(page: Page, name: string) {
  const img = page.getByRole('img', { name, exact: true });
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({
    currentSrc: el.currentSrc,
    naturalWidth: el.naturalWidth,
    naturalHeight: el.naturalHeight,
    drawnWidth: el.getBoundingClientRect().width,
    dpr: window.devicePixelRatio,
    loading: el.loading,
    hasSize: el.hasAttribute('width') && el.hasAttribute('height'),
  }));
}

test('a new listing photo is served as a WebP size that fits the card, and shown whole in the carousel', async ({
  page,
}) => {
  // Sign-up, a create with an upload and two pages: slow on the shared two-core machine.
  test.setTimeout(240_000);
  const errors = trackPageErrors(page);
  const email = `e2e-photos-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const title = `Photo room ${Date.now() % 100_000}`;

  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await dialog(page).getByLabel('Display Name (optional)').fill('Pia Photos');
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByLabel('Confirm Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page)).toBeHidden();

  await page.goto('/listings/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A bright room on Langdon with a view of the lake.');
  await page.getByLabel('Price per month').fill('910');
  await page.getByLabel('Expected Start Date').fill('2030-08-20');
  await page.getByLabel('Expected End Date').fill('2030-12-20');
  await page.getByLabel('Bedrooms').fill('1');
  await page.getByLabel('Bathrooms').fill('1');
  await page.getByLabel('Square Feet').fill('400');
  await page.getByLabel('Roommates').fill('0');
  await page.getByLabel('Street').fill('130 Langdon St');
  await page.getByLabel('Zip Code').fill('53703');
  // A wide landscape photo, larger than any size the server keeps.
  await page
    .getByLabel('Choose photos')
    .setInputFiles([pngPhoto('lake.png', 2400, 1200, [30, 110, 190])]);
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/listings$/, { timeout: 30_000 });

  // The page may keep the create form's scroll position; the newest listing is the first card.
  await page.evaluate(() => window.scrollTo(0, 0));
  // The first card's photo is eager, the rest lazy.
  const card = await loaded(page, `${title} (1 of 1)`);
  expect(card.loading).toBe('eager');
  expect(card.hasSize).toBe(true);
  // A size of the server-made key (listing id + random id), whatever the file was called.
  expect(new URL(card.currentSrc).pathname).toMatch(/\/listings\/\d+\/w\d+\/[0-9a-f]{16}\.webp$/);
  // Not wider than needed: the narrowest size that is sharp at this card width and pixel density.
  const needed = card.drawnWidth * card.dpr;
  const slots = [400, 800, 1600];
  const fitting = slots.find((w) => w >= needed) ?? 1600;
  expect(card.naturalWidth).toBe(fitting);
  const served = await page.request.get(card.currentSrc);
  expect(served.headers()['content-type']).toBe('image/webp');

  await page.getByRole('link').filter({ hasText: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photo = await loaded(page, `${title} (1 of 1)`);
  expect((await page.request.get(photo.currentSrc)).headers()['content-type']).toBe('image/webp');
  // The whole 2:1 photo, letterboxed (object-fit: contain), not cropped to the 400 px box.
  expect(photo.naturalWidth / photo.naturalHeight).toBeCloseTo(2, 1);
  const fit = await page
    .getByRole('img', { name: `${title} (1 of 1)`, exact: true })
    .evaluate((el) => getComputedStyle(el).objectFit);
  expect(fit).toBe('contain');

  await page.getByRole('button', { name: 'View photos full screen' }).click();
  const gallery = page.getByRole('dialog', { name: `Photos of ${title}` });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('img', { name: `${title} (1 of 1)` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(page.getByRole('button', { name: 'View photos full screen' })).toBeFocused();
  expect(errors).toEqual([]);
});
