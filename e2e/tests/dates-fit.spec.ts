import { expect, test, type APIRequestContext } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, uniqueEmail } from '../support/accounts';
import { postListing, signUpByApi } from '../support/api-listings';
import { seriousViolations } from '../support/axe';
import { trackPageErrors, waitForApp } from '../support/site';

/*
 * Dates that fit, through the composed site and the real API: a student sets their move-in and
 * move-out in the filter bar; the URL holds them; listings that cover the whole stay come first (in
 * the chosen sort), partial ones after with what they cover, and the rest are gone; a reload keeps
 * it; the search saves with its dates and opens again with them.
 */

// A stay in a year no seeded listing (nor another journey's) reaches: only this test's posts fit.
const STAY = { moveIn: '2097-03-01', moveOut: '2097-06-15' };

async function lister(request: APIRequestContext) {
  const token = await signUpByApi(request, uniqueEmail('dates-lister'), 'Dana Dates');
  expect(
    (await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).ok(),
  ).toBe(true);
  return token;
}

test('set my dates: full covers first, partial ones say what they cover; reload and save keep them', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = trackPageErrors(page);
  const stamp = Date.now() % 100_000;
  const token = await lister(request);
  const listing = (title: string, rent: number, startDate: string, endDate: string) =>
    postListing(request, token, {
      title: `${title} ${stamp}`,
      description: 'A bright room a short walk from campus, posted by the dates journey.',
      rent,
      term: 'Spring',
      startDate,
      endDate,
    });
  const posted = [
    await listing('Whole stay, dear', 1400, '2097-02-15', '2097-07-31'),
    await listing('Part of it, cheapest', 700, '2097-03-10', '2097-08-31'),
    await listing('Whole stay, cheap', 900, STAY.moveIn, STAY.moveOut),
    await listing('After it', 600, STAY.moveOut, '2097-08-31'),
  ];

  await page.goto('/listings');
  await expect(
    page.getByRole('heading', { level: 1, name: /Available Listings \(\d+\)/ }),
  ).toBeVisible();
  // The painted page has both screens' filters until the app knows which one this is.
  await waitForApp(page);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.getByRole('button', { name: 'Dates', exact: true }).click();
  const panel = page.getByRole('group', { name: 'Dates' });
  await panel.getByLabel('Move-in').fill(STAY.moveIn);
  await expect(panel.getByText('Add a move-out date to see listings that fit.')).toBeVisible();
  await panel.getByLabel('Move-out').fill(STAY.moveOut);
  await expect(page).toHaveURL(
    new RegExp(`/listings\\?sort=price-asc&moveIn=${STAY.moveIn}&moveOut=${STAY.moveOut}$`),
  );
  await expect(page.getByRole('button', { name: 'Dates: Mar 1 – Jun 15' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.keyboard.press('Escape');

  const expectFit = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Available Listings (3)');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([
      `Whole stay, cheap ${stamp}`,
      `Whole stay, dear ${stamp}`,
      `Part of it, cheapest ${stamp}`,
    ]);
    const partial = page.getByRole('article', { name: `Part of it, cheapest ${stamp}` });
    await expect(partial).toContainText('covers Mar 10 – Jun 15 of your dates');
    await expect(
      page.getByRole('article', { name: `Whole stay, dear ${stamp}` }),
    ).not.toContainText('covers');
    // The map holds the same set: the three (posted at one address) as one group, nothing else.
    const map = page.getByRole('complementary', { name: 'Map' });
    await expect(map.getByRole('button', { name: /^3 Units at 120 Langdon St/ })).toBeVisible();
    await expect(map.getByRole('button', { name: /per month|Units at/ })).toHaveCount(1);
  };
  await expectFit();
  await page.reload();
  await expectFit();

  // Saved with its dates (signing up on the way), and opened again with them.
  await page.getByRole('button', { name: 'Save Search' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in to save searches' });
  await signIn.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await signUp.getByLabel('Display Name (optional)').fill('Stacy Stay');
  await signUp.getByLabel('Email').fill(uniqueEmail('dates-saver'));
  await signUp.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await signUp.getByLabel('Confirm Password').fill(NEW_ACCOUNT_PASSWORD);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Mar 1 – Jun 15, 2097');
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expect(
    page.getByText('Search saved. Find it in your profile under Saved Searches.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search Saved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/profile');
  await page.getByRole('tab', { name: /Saved Searches/ }).click();
  const list = page.getByRole('list', { name: 'Saved searches' });
  await expect(list).toContainText('Mar 1 – Jun 15, 2097');
  await list.getByRole('link', { name: 'Open Mar 1 – Jun 15, 2097' }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/listings\\?sort=price-asc&moveIn=${STAY.moveIn}&moveOut=${STAY.moveOut}&search=\\d+`,
    ),
  );
  await expectFit();
  expect(errors).toEqual([]);

  // Leave the shared database's list as it was for the other journeys.
  for (const id of posted) {
    expect(
      (
        await request.delete(`/api/listings/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).ok(),
    ).toBe(true);
  }
});
