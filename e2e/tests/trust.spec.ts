import { expect, test, type APIRequestContext } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, uniqueEmail } from '../support/accounts';
import { API_KEY, IDENTITY, postListing, signUpByApi } from '../support/api-listings';
import { seriousViolations } from '../support/axe';
import { ports, trackPageErrors } from '../support/site';

/*
 * Trust (verified students, reports) through the composed site, the real API and the auth emulator:
 * a lister with a verified `.edu` address is shown as a 'Verified student'; three different people
 * report the listing (the first through the page, signing up on the way) and a visitor no longer
 * finds it in /listings, while its own page says why.
 */

// A rent no seeded listing has, so a price filter leaves a short list (the list is windowed).
const RENT = 2990;
const CHEAP_LIST = '/listings?minPrice=2950';

async function emulatorAdmin(request: APIRequestContext) {
  const config = (await (await request.get('/app-config.json')).json()) as {
    firebase: { projectId: string };
  };
  return `http://127.0.0.1:${ports.auth}/emulator/v1/projects/${config.firebase.projectId}`;
}

async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post(`${IDENTITY}/accounts:signInWithPassword?${API_KEY}`, {
    data: { email, password: NEW_ACCOUNT_PASSWORD, returnSecureToken: true },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Signs up with a `.edu` address and follows the emulator's verification link, as create-listing.spec does. */
async function verifiedStudent(request: APIRequestContext) {
  const email = `e2e-student-${Date.now()}-${Math.floor(Math.random() * 1e6)}@wisc.edu`;
  const idToken = await signUpByApi(request, email, 'Stella Student');
  const sent = await request.post(`${IDENTITY}/accounts:sendOobCode?${API_KEY}`, {
    data: { requestType: 'VERIFY_EMAIL', idToken },
  });
  expect(sent.ok()).toBe(true);
  const { oobCodes } = (await (
    await request.get(`${await emulatorAdmin(request)}/oobCodes`)
  ).json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  const link = oobCodes.find((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
  expect(link, 'the verification link was sent').toBeDefined();
  expect((await request.get(link?.oobLink ?? '')).ok()).toBe(true);
  const token = await signIn(request, email);
  // The shell's sign-in sync: the API copies the token's verified address.
  expect(
    (await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).ok(),
  ).toBe(true);
  return token;
}

test('a verified .edu lister is a verified student; three reports take the listing off /listings', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  const title = `Reported room ${Date.now() % 100_000}`;

  // The lister posts through the API (create-listing.spec covers the form).
  const lister = await verifiedStudent(request);
  const id = await postListing(request, lister, {
    title,
    description: 'A sunny room that several people will find suspicious.',
    rent: RENT,
    term: 'Fall',
    startDate: '2030-08-20',
    endDate: '2030-12-20',
  });

  // A visitor sees the badge on the card and on the listing page, with what it means.
  await page.goto(CHEAP_LIST);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Verified student')).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const about = page.getByRole('region', { name: 'About the Lister' });
  await expect(about.getByText('Verified student', { exact: true })).toBeVisible();
  await expect(
    about.getByText(/this lister has proven they own a student e-mail address/),
  ).toBeVisible();

  // The first reporter: signed out, reporting asks to sign in (here: sign up), then the dialog.
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Sign in to report this listing' }),
  ).toBeVisible();
  // Sign up in that dialog (the shared helper waits for no dialog at all; the report's opens).
  const signIn = page.getByRole('dialog');
  await signIn.getByRole('button', { name: 'Sign Up' }).click();
  await signIn.getByLabel('Display Name (optional)').fill('Rita Reporter');
  await signIn.getByLabel('Email').fill(uniqueEmail('reporter'));
  await signIn.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await signIn.getByLabel('Confirm Password').fill(NEW_ACCOUNT_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason')).toBeVisible();
  expect(
    await seriousViolations(page, '[role="dialog"]'),
    'the report dialog with its error (light)',
  ).toEqual([]);
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
  await dialog
    .getByLabel('Details (optional)')
    .fill('Asked for a deposit by wire before any viewing.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Your report was sent to our moderators.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('You reported this listing. Our moderators will review it.'),
  ).toBeVisible();

  // Two more people (through the API); after the second the listing is still listed.
  const listed = async () =>
    ((await (await request.get('/api/listings')).json()) as { listingID: number }[]).some(
      (l) => l.listingID === id,
    );
  for (const [i, name] of ['Second Reporter', 'Third Reporter'].entries()) {
    expect(await listed(), `listed before report ${i + 2}`).toBe(true);
    const token = await signUpByApi(request, uniqueEmail('reporter'), name);
    const res = await request.post(`/api/listings/${id}/reports`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { reason: 'inaccurate', text: '' },
    });
    expect(res.status()).toBe(201);
  }
  expect(await listed()).toBe(false);

  // A fresh visitor (in dark mode): not in /listings any more; its own link says why.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  const answer = visitor.waitForResponse((r) => new URL(r.url()).pathname === '/api/listings');
  await visitor.goto(CHEAP_LIST);
  const ids = ((await (await answer).json()) as { listingID: number }[]).map((l) => l.listingID);
  expect(ids).not.toContain(id);
  await expect(
    visitor.getByRole('heading', { level: 1, name: /Available Listings/ }),
  ).toBeVisible();
  await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);
  await visitor.goto(`/listings/${id}`);
  await expect(visitor.getByRole('note')).toContainText(
    'This listing is hidden from the listings while our moderators review reports about it.',
  );
  await expect(visitor.getByText('Verified student', { exact: true })).toBeVisible();
  expect(
    await seriousViolations(visitor, '[role="note"]', 'section[aria-labelledby="about-lister"]'),
    'badge, explanation and notice (dark)',
  ).toEqual([]);
  await visitor.context().close();
  expect(errors).toEqual([]);
});
