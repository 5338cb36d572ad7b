import { expect, test, type APIRequestContext } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, uniqueEmail } from '../support/accounts';
import { postListing, signUpByApi } from '../support/api-listings';
import { seriousViolations } from '../support/axe';
import { trackPageErrors } from '../support/site';

/*
 * Saved searches through the composed site, the real API and the auth emulator: a person saves the
 * filters of /listings; another person posts a listing that matches and the first one's navbar
 * shows it without a reload (live event); opening the search from the profile marks the new card
 * 'New' and clears the count; rename and delete confirm with toasts. A listing that does not
 * match raises nothing.
 */

// A price band and term no seeded listing (nor another spec's) has: only this test's posts match.
const RENT = 2925;
const SEARCH = '/listings?term=Spring&minPrice=2900&maxPrice=2950';

/** Another person: a new emulator account, its ID token (the API makes its row on first use). */
async function otherPerson(request: APIRequestContext) {
  const token = await signUpByApi(request, uniqueEmail('lister'), 'Lena Lister');
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/user', { headers })).ok()).toBe(true);
  return token;
}

const post = (request: APIRequestContext, token: string, title: string, term: 'Spring' | 'Fall') =>
  postListing(request, token, {
    title,
    description: 'A bright room a short walk from campus, posted by the e2e journey.',
    rent: RENT,
    term,
    ...(term === 'Spring'
      ? { startDate: '2031-01-10', endDate: '2031-05-20' }
      : { startDate: '2030-08-20', endDate: '2030-12-20' }),
  });

test('save a search; a matching listing by someone else raises the badge live; open, rename, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = trackPageErrors(page);
  const stamp = Date.now() % 100_000;
  const nav = page.getByRole('navigation', { name: 'Main' }).first();

  // A visitor filters /listings and saves the search, signing up on the way.
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { level: 1, name: /Available Listings/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save Search' }).click();
  // Signing up from it (accounts.ts's steps, but this dialog is followed by the save dialog).
  const signIn = page.getByRole('dialog', { name: 'Sign in to save searches' });
  await signIn.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await signUp.getByLabel('Display Name (optional)').fill('Sam Saver');
  await signUp.getByLabel('Email').fill(uniqueEmail('saver'));
  await signUp.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await signUp.getByLabel('Confirm Password').fill(NEW_ACCOUNT_PASSWORD);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await expect(dialog).toBeVisible();
  const nameField = dialog.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveValue('Spring · $2,900 – $2,950');
  await expect(nameField).toBeFocused();
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expect(
    page.getByText('Search saved. Find it in your profile under Saved Searches.'),
  ).toBeVisible();
  const savedButton = page.getByRole('button', { name: 'Search Saved' });
  await expect(savedButton).toHaveAttribute('aria-pressed', 'true');
  // Its whole label shows (the button has one fixed width for both of its states).
  const cut = await savedButton.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
  );
  expect(cut).toBe(false);
  const account = nav.getByRole('button', { name: /^Sam Saver/ });
  await expect(account).toHaveAccessibleName('Sam Saver');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Another person posts a Fall listing at that price: not a match, no badge.
  const lister = await otherPerson(request);
  const posted = [await post(request, lister, `Fall room ${stamp}`, 'Fall')];
  await page.waitForTimeout(3000);
  await expect(account).toHaveAccessibleName('Sam Saver');

  // …then a Spring one: the badge appears without a reload.
  const title = `Spring room ${stamp}`;
  posted.push(await post(request, lister, title, 'Spring'));
  await expect(account).toHaveAccessibleName('Sam Saver, 1 new in saved searches', {
    timeout: 10_000,
  });
  await expect(account).toContainText('1');

  // The account menu leads to the profile's Saved Searches tab.
  await account.click();
  await page.getByRole('menuitem', { name: 'Saved Searches 1 new' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: /Saved Searches.*1 new matches/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const list = page.getByRole('list', { name: 'Saved searches' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('1 new');
  await expect(list).toContainText('Spring · $2,900 – $2,950');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Open: the new listing's card says 'New'; the badge clears.
  await list.getByRole('link', { name: 'Open Spring · $2,900 – $2,950' }).click();
  await expect(page).toHaveURL(/\/listings\?term=Spring&minPrice=2900&maxPrice=2950&search=\d+/);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  // Only it: a matching listing posted before the search was saved is not new.
  await expect(page.getByRole('article').getByText('New', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/Saved search: Spring · \$2,900 – \$2,950 · 1 new/)).toBeVisible();
  await expect(account).toHaveAccessibleName('Sam Saver');
  // The marks stay for this visit.
  await page.waitForTimeout(1000);
  await expect(card.getByText('New', { exact: true })).toBeVisible();

  // Rename and delete from the profile.
  await account.click();
  await page.getByRole('menuitem', { name: 'Saved Searches' }).click();
  await expect(list).not.toContainText('new');
  await list.getByRole('button', { name: /^Rename/ }).click();
  const rename = page.getByRole('dialog', { name: 'Rename saved search' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Spring near campus');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved search renamed.')).toBeVisible();
  await expect(list).toContainText('Spring near campus');

  await list.getByRole('button', { name: 'Delete Spring near campus' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Saved search deleted.')).toBeVisible();
  await expect(
    page.getByText(
      'No saved searches yet. On the listings page, choose your filters and select Save Search.',
    ),
  ).toBeVisible();
  expect(errors).toEqual([]);

  // Leave the shared database's list as it was for the other journeys.
  for (const id of posted) {
    expect(
      (
        await request.delete(`/api/listings/${id}`, {
          headers: { Authorization: `Bearer ${lister}` },
        })
      ).status(),
    ).toBe(204);
  }
});
