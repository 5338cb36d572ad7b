import { expect, test, type Page } from '@playwright/test';
import { accountsOf, uniqueEmail } from '../support/accounts';
import { trackPageErrors } from '../support/site';

/*
 * Edit Profile for a person who signed up without a picture (the auth emulator rejects a null
 * photoURL, which once broke 'name only'): name only, name and picture, picture only. Each change
 * is checked on the page, in the navbar and again after a reload.
 */

// A real 1×1 PNG: the server sniffs uploads and accepts images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const headerImage = (page: Page, name: string) =>
  page.locator('header').filter({ hasText: name }).locator('img').first();

async function save(page: Page, changes: { name?: string; picture?: boolean }) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  if (changes.name) await page.getByRole('textbox', { name: 'Name' }).fill(changes.name);
  if (changes.picture)
    await page
      .getByLabel('Profile Picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('Edit Profile without a picture: name only, name and picture, picture only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  await page.goto('/profile');
  await accountsOf(page).signUp('Nina Nopic', uniqueEmail('profile'));
  await expect(heading(page, 'Nina Nopic')).toBeVisible();
  await expect(headerImage(page, 'Nina Nopic')).toHaveCount(0);

  // 1. Name only, for someone who has no picture.
  await save(page, { name: 'Nina Newname' });
  await expect(heading(page, 'Nina Newname')).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Nina Newname' })).toBeVisible();
  await page.reload();
  await expect(heading(page, 'Nina Newname')).toBeVisible();
  await expect(headerImage(page, 'Nina Newname')).toHaveCount(0);

  // 2. Name and picture together.
  await save(page, { name: 'Nina Pictured', picture: true });
  await expect(heading(page, 'Nina Pictured')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'Nina Pictured')).toBeVisible();
  const first = await headerImage(page, 'Nina Pictured').getAttribute('src');
  expect(first).toMatch(/profile_pictures|profile-pictures|\/objects\//);

  // 3. Picture only: the name stays, the picture is a new one.
  await save(page, { picture: true });
  await page.reload();
  await expect(heading(page, 'Nina Pictured')).toBeVisible();
  const second = await headerImage(page, 'Nina Pictured').getAttribute('src');
  expect(second).toMatch(/profile_pictures|profile-pictures|\/objects\//);
  expect(second).not.toBe(first);

  expect(errors).toEqual([]);
});
