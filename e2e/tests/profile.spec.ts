import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountsOf } from '../support/accounts';
import { manifestUrl, ports, trackPageErrors } from '../support/site';

/*
 * Profile: tabs, unsaving, deleting one's own listing, editing the name and picture (seen
 * again after a reload), and the profile still working when the messaging remote is unreachable.
 * Emma is a seeded demo account (server/src/seed/demo-data.ts) that no other spec uses.
 */

// The test renames her 'Emma S <time>': on a database a run has used, her name starts the same.
const EMMA = { email: 'emma@example.com', name: /^Emma S/ };

// A real 1×1 PNG: the server sniffs uploads and accepts images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function listingNotBy(request: APIRequestContext, email: string) {
  const res = await request.get(`http://localhost:${ports.shell}/api/listings`);
  const listings = (await res.json()) as {
    listingID: number | string;
    title: string;
    email: string | null;
  }[];
  const found = listings.find((l) => l.email !== email);
  if (!found) throw new Error('No listing by someone else');
  return found;
}

test.describe.configure({ mode: 'serial' });

test('profile: sign in, tabs, unsave, delete own listing, edit name and picture', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sign in to view your profile' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await accountsOf(page).signInInOpenDialog(EMMA.email);
  await expect(page.getByRole('heading', { level: 1, name: EMMA.name })).toBeVisible();
  await expect(page.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();

  // Save someone else's listing, then unsave it from the profile.
  const other = await listingNotBy(request, EMMA.email);
  await page.goto(`/listings/${other.listingID}`);
  await expect(page.getByRole('button', { name: /^(Save|Unsave) Listing$/ })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Listing', exact: true });
  if (await save.isVisible()) await save.click();
  await expect(page.getByRole('button', { name: 'Unsave Listing' })).toBeVisible();
  await page.goto('/profile');
  await expect(tab(page, /Saved Listings/)).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Unsave ${other.title}` }).click();
  await expect(page.getByRole('button', { name: `Unsave ${other.title}` })).toHaveCount(0);

  // Delete one of Emma's own listings.
  await tab(page, /My Listings/).click();
  await expect(page.getByRole('link', { name: '+ Create Listing' })).toHaveAttribute(
    'href',
    '/listings/new',
  );
  const deleteButtons = page.getByRole('button', { name: /^Delete / });
  const before = await deleteButtons.count();
  expect(before).toBeGreaterThan(0);
  const name = (await deleteButtons.first().getAttribute('aria-label'))!;
  await deleteButtons.first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Listing' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this listing? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);

  // Edit the name and the picture; both survive a reload.
  const newName = `Emma S ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(newName);
  await page
    .getByLabel('Profile Picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  const headerImage = page.locator('header').filter({ hasText: newName }).locator('img').first();
  await expect(headerImage).toHaveAttribute('src', /profile_pictures|profile-pictures|\/objects\//);
  await expect(nav(page).getByRole('button', { name: newName })).toBeVisible();

  expect(errors).toEqual([]);
});

test('the profile still works when the messaging remote is unreachable', async ({ page }) => {
  await page.route(manifestUrl('mf_messaging'), (route) => route.abort());
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await accountsOf(page).signInInOpenDialog(EMMA.email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tab(page, /^Messages/).click();
  await expect(page.getByText('Messages could not be loaded')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Messages' })).toHaveAttribute(
    'href',
    '/messages',
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The other tabs keep working.
  await tab(page, /My Listings/).click();
  await expect(page.getByRole('link', { name: '+ Create Listing' })).toBeVisible();
});
