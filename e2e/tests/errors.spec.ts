import { expect, test, type Page } from '@playwright/test';
import { accountsOf, NEW_ACCOUNT_PASSWORD } from '../support/accounts';
import { trackPageErrors } from '../support/site';
import { listingOf, publicListings } from '../support/seeded-listings';

/*
 * Every error message a person can see (docs/product.md), in the composed site: the API call is
 * made to fail with page.route and the test checks what is on the screen (a toast from the shell's
 * Toaster, a red box, or the dialog's error). Nothing here changes the database: the failing calls
 * never reach the API. Seeded accounts (server/src/seed) own listings and conversations; fresh ones
 * are signed up.
 */

const PASSWORD = NEW_ACCOUNT_PASSWORD;
const OWNER = { email: 'ben@example.com', name: 'Ben Carter' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();
const dialog = (page: Page) => page.getByRole('dialog');
/** The shell's live region for toasts (shared-ui Toaster). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Answers `method` calls to the API path matching `pattern` with an error; the rest go through. */
async function failApi(
  page: Page,
  method: string,
  pattern: RegExp,
  status = 500,
  body: unknown = { error: 'Internal Server Error' },
) {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && pattern.test(url.pathname),
    (route) =>
      route.request().method() === method
        ? route.fulfill({ status, json: body })
        : route.fallback(),
  );
}

const listingOfPage = (page: Page, email: string) => listingOf(page.request, email);
/** Any public listing (the seed has many). */
const anyListing = async (page: Page) => {
  const [first] = await publicListings(page.request);
  if (!first) throw new Error('No public listing');
  return first;
};

test.describe('errors: saving', () => {
  test("save fails on a card: 'Error saving the listing. Please try again.'", async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/listings');
    await accountsOf(page).signUp('Erro Tester');
    await failApi(page, 'POST', /^\/api\/saved-listings\//);
    const card = page.getByRole('article').first(); // its bookmark, not 'Save Search' above
    const bookmark = card.getByRole('button', { name: /^Save / });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(toasts(page).getByRole('alert')).toHaveText(
      'Error saving the listing. Please try again.',
    );
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test("unsave fails on a card and on the detail page: 'Error unsaving the listing…'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await accountsOf(page).signUp('Erro Tester');
    const other = await anyListing(page);
    await page.goto(`/listings/${other.listingID}`);
    await page.getByRole('button', { name: 'Save Listing', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unsave Listing' })).toBeVisible();
    // The success is confirmed too.
    await expect(toasts(page)).toContainText('Listing saved');

    await failApi(page, 'DELETE', /^\/api\/saved-listings\//);
    await page.getByRole('button', { name: 'Unsave Listing' }).click();
    await expect(toasts(page).getByRole('alert')).toHaveText(
      'Error unsaving the listing. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Unsave Listing' })).toBeVisible();

    await page.goto('/listings');
    const card = page.getByRole('button', { name: `Save ${other.title}` }).first();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await card.click();
    await expect(
      toasts(page).getByText('Error unsaving the listing. Please try again.'),
    ).toBeVisible();
    await expect(card).toHaveAttribute('aria-pressed', 'true');

    // From the profile's Saved tab the spec words it differently.
    await page.goto('/profile');
    await page.getByRole('button', { name: `Unsave ${other.title}` }).click();
    await expect(
      toasts(page).getByText('Failed to unsave listing. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Unsave ${other.title}` })).toBeVisible();
  });
});

test.describe('errors: the owner', () => {
  test("delete listing fails: 'Failed to delete listing. Please try again.'", async ({ page }) => {
    await page.goto('/profile');
    await accountsOf(page).signIn(OWNER);
    await page.getByRole('tab', { name: /My Listings/ }).click();
    await failApi(page, 'DELETE', /^\/api\/listings\/[^/]+$/);
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    const name = (await remove.getAttribute('aria-label'))!;
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Listing' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toContainText('Failed to delete listing. Please try again.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  });

  test("update fails: 'Failed to update listing. Please try again.'", async ({ page }) => {
    const own = await listingOfPage(page, OWNER.email);
    await page.goto('/');
    await accountsOf(page).signIn(OWNER);
    await page.goto(`/listings/${own.listingID}/edit`);
    await expect(page.getByLabel('Title')).toHaveValue(own.title);
    await failApi(page, 'PUT', /^\/api\/listing$/);
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await expect(toasts(page).getByRole('alert')).toContainText(
      'Failed to update listing. Please try again.',
    );
    await expect(page).toHaveURL(new RegExp(`/listings/${own.listingID}/edit$`));
  });

  test("edit load fails: 'Failed to fetch listing data. Please try again.'", async ({ page }) => {
    const own = await listingOfPage(page, OWNER.email);
    await page.goto('/');
    await accountsOf(page).signIn(OWNER);
    // The edit form reads the owner's own copy (with the unit number).
    await failApi(page, 'GET', /^\/api\/user\/listings\/[^/]+$/);
    await page.goto(`/listings/${own.listingID}/edit`);
    await expect(page.getByRole('alert')).toContainText(
      'Failed to fetch listing data. Please try again.',
    );
  });

  test("create fails: 'Failed to create listing. Please try again.'", async ({ page }) => {
    await page.goto('/');
    await accountsOf(page).signUp('Erro Tester');
    await page.goto('/listings/new');
    await page.getByLabel('Title').fill('Room that never gets listed');
    await page
      .getByLabel('Description')
      .fill('A bright room near campus, used to check the failure message.');
    await page.getByLabel('Price per month').fill('700');
    await page.getByLabel('Expected Start Date').fill('2030-08-20');
    await page.getByLabel('Expected End Date').fill('2030-12-20');
    await page.getByLabel('Bedrooms').fill('1');
    await page.getByLabel('Bathrooms').fill('1');
    await page.getByLabel('Square Feet').fill('300');
    await page.getByLabel('Roommates').fill('0');
    await page.getByLabel('Street').fill('120 Langdon St');
    await page.getByLabel('Zip Code').fill('53703');
    await page.getByLabel('Choose photos').setInputFiles({
      name: 'room.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await failApi(page, 'POST', /^\/api\/listing$/);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toasts(page).getByRole('alert')).toContainText(
      'Failed to create listing. Please try again.',
    );
    await expect(page).toHaveURL(/\/listings\/new$/);
  });
});

test.describe('errors: reading a listing and contacting the lister', () => {
  test("detail load fails: 'Error loading listing' with the message", async ({ page }) => {
    const any = await anyListing(page);
    // The list too: otherwise its copy of the listing is shown while the details cannot load.
    await failApi(page, 'GET', /^\/api\/listings(\/[^/]+\/details)?$/);
    await page.goto(`/listings/${any.listingID}`);
    const box = page.getByRole('alert');
    await expect(box).toContainText('Error loading listing');
    await expect(box).toContainText('Something went wrong on the server. Please try again.');
    await expect(box).not.toContainText('HTTP error');
  });

  const contactCases = [
    {
      name: 'listing gone',
      status: 404,
      body: { error: 'Listing not found' },
      message: 'This listing is no longer available.',
    },
    {
      name: 'own listing (server)',
      status: 400,
      body: { error: 'You cannot start a conversation with yourself about your own listing' },
      message:
        'You cannot start a conversation with yourself about your own listing! To edit your listing, go to Profile → My Listings → Edit.',
    },
    {
      name: 'server down',
      status: 500,
      body: { error: 'Internal Server Error' },
      message: 'Failed to start conversation. Please try again later.',
    },
  ];
  for (const c of contactCases) {
    test(`contact lister, ${c.name}: '${c.message.slice(0, 40)}…'`, async ({ page }) => {
      const other = await anyListing(page);
      await page.goto('/');
      await accountsOf(page).signUp('Erro Tester');
      await failApi(page, 'POST', /^\/api\/listings\/[^/]+\/conversation$/, c.status, c.body);
      await page.goto(`/listings/${other.listingID}`);
      await page.getByRole('button', { name: 'Contact Lister' }).click();
      await expect(page.getByText(c.message)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/listings/${other.listingID}$`));
    });
  }

  test("contact lister, session expired: 'Please sign in again…' and the sign-in dialog", async ({
    page,
  }) => {
    const other = await anyListing(page);
    await page.goto('/');
    await accountsOf(page).signUp('Erro Tester');
    await failApi(page, 'POST', /^\/api\/listings\/[^/]+\/conversation$/, 401, {
      error: 'Unauthorized',
    });
    await page.goto(`/listings/${other.listingID}`);
    await page.getByRole('button', { name: 'Contact Lister' }).click();
    await expect(page.getByText('Please sign in again to contact the lister.')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });
});

test.describe('errors: profile', () => {
  test("My Listings and Saved load: 'Error loading …' with the spec's hints", async ({ page }) => {
    await page.goto('/');
    await accountsOf(page).signIn(OWNER);
    await failApi(page, 'GET', /^\/api\/user\/saved-listings$/, 500);
    await failApi(page, 'GET', /^\/api\/user\/listings$/, 401, { error: 'Unauthorized' });
    await page.goto('/profile');
    const saved = page.getByRole('tabpanel');
    await expect(saved.getByRole('alert')).toContainText('Please try refreshing the page');
    await expect(saved.getByRole('alert')).toContainText(
      'Something went wrong on the server. Please try again.',
    );
    await page.getByRole('tab', { name: /My Listings/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText(
      'Authentication error. Please try signing out and back in.',
    );
    await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText(/^Error loading/);
  });

  test("picture upload fails: 'Failed to upload profile picture. Please try again.'", async ({
    page,
  }) => {
    await page.goto('/');
    await accountsOf(page).signUp('Pia Picture');
    await failApi(page, 'POST', /^\/api\/user\/profile-picture$/);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to upload profile picture. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  test("identity provider refuses: 'Error updating profile: …'", async ({ page }) => {
    await page.goto('/');
    await accountsOf(page).signUp('Ida Identity');
    await page.route(/accounts:update/, (route) =>
      route.fulfill({ status: 400, json: { error: { code: 400, message: 'INTERNAL_ERROR' } } }),
    );
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ida Renamed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toContainText(/^Error updating profile: .+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ida Identity' })).toBeVisible();
  });
});

test.describe('errors: messages', () => {
  test("delete conversation fails: 'Failed to delete conversation. Please try again.'", async ({
    page,
  }) => {
    await page.goto('/messages');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await accountsOf(page).signInInOpenDialog(OWNER.email);
    await failApi(page, 'DELETE', /^\/api\/conversations\/[^/]+$/);
    const remove = page.getByRole('button', { name: /^Delete conversation with / }).first();
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Conversation' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toContainText('Failed to delete conversation. Please try again.');

    // The chat's own delete button says the same.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Delete conversation', exact: true }).click();
    const fromChat = page.getByRole('alertdialog', { name: 'Delete Conversation' });
    await fromChat.getByRole('button', { name: 'Delete' }).click();
    await expect(fromChat).toContainText('Failed to delete conversation. Please try again.');
  });

  // A failed send used to restore the typed text; now it stays as a pending message with Retry
  // (mf-messaging/CONTEXT.md): a server failure keeps the text in a 'Not sent' bubble with Retry,
  // and a refusal (4xx) still gives the text back to the input.
  test('a message that fails to send is kept with Retry, or given back when refused', async ({
    page,
  }) => {
    await page.goto('/messages');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await accountsOf(page).signInInOpenDialog(OWNER.email);
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await failApi(page, 'POST', /^\/api\/conversations\/[^/]+\/reply$/);
    const input = page.getByRole('textbox', { name: 'Message' });
    const text = 'Is the room still free in August?';
    await input.fill(text);
    await input.press('Enter');
    const bubble = page
      .getByRole('log', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: text });
    await expect(bubble).toContainText('Not sent');
    await expect(bubble.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('Message not sent. Please try again.')).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failApi(page, 'POST', /^\/api\/conversations\/[^/]+\/reply$/, 400, {
      error: 'Message content is required',
    });
    const refused = 'A second question about parking';
    await input.fill(refused);
    await input.press('Enter');
    await expect(input).toHaveValue(refused);
  });
});

test.describe('errors: the shell', () => {
  test("sign-in and sign-up failures: 'Error logging in!' and 'Error signing up!'", async ({
    page,
  }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Sign In' }).click();
    await dialog(page).getByLabel('Email').fill(OWNER.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Error logging in!');

    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page).getByLabel('Email').fill(OWNER.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(page).getByLabel('Confirm Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Error signing up!');
  });

  test('contact form: missing fields, then a failed send', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fill out all fields!')).toBeVisible();

    await failApi(page, 'POST', /^\/api\/email$/, 503);
    await page.getByLabel('Full Name').fill('Casey Contact');
    await page.getByLabel('Email Address').fill('casey@example.com');
    await page.getByLabel('Message', { exact: true }).fill('The map does not load on my phone.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('Sorry, your message could not be sent. Please try again in a moment.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
  });
});
