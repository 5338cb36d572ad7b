import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { postListing } from '../support/api-listings';
import { mailsTo, signedInPage, verifiedAccount } from '../support/mail';
import { trackPageErrors } from '../support/site';

/*
 * Stale listings through the composed site, the real API, the auth emulator and MailDev. A lister's
 * listing is aged past the 14 days: the sweep (every 2 s here: STALE_SWEEP_SECONDS in
 * playwright.config.ts) asks 'Still available?' by e-mail and on My Listings. Its ask is aged past
 * the 7 more days: it leaves /listings, visitors read 'No longer available', the lister's row says
 * why with the confirm button; confirming brings it back. Aged again, the next e-mail's 'It's
 * taken' link marks it taken, and the same link then changes nothing.
 *
 * How it ages: by writing the listing's own times in the site's SQLite file (E2E_DATA_DIR), not by
 * shortening the days for the site. Every journey shares this one site: shorter days would ask
 * about and hide the other journeys' listings while they run. The times are the only input the
 * sweep reads, so moving them back is the same as waiting.
 */

const DAY = 86_400_000;

/** Moves a listing's clock back: `updated` days since its last update, `asked` days since the ask. */
function age(listingId: number, times: { updated?: number; asked?: number }) {
  const db = new DatabaseSync(path.join(process.env.E2E_DATA_DIR ?? '', 'sublease.db'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    if (times.updated !== undefined)
      db.prepare('UPDATE listings SET updated_at = ? WHERE id = ?').run(
        ago(times.updated),
        listingId,
      );
    if (times.asked !== undefined)
      db.prepare('UPDATE listings SET stale_asked_at = ? WHERE id = ?').run(
        ago(times.asked),
        listingId,
      );
  } finally {
    db.close();
  }
}

const publicIds = async (request: APIRequestContext) =>
  ((await (await request.get('/api/listings')).json()) as { listingID: number }[]).map(
    (l) => l.listingID,
  );

test('a listing nobody confirms asks its lister, hides, comes back, and is taken from the e-mail', async ({
  browser,
  page,
  request,
}) => {
  test.skip(!!process.env.DATABASE_URL, 'ages the listing in the SQLite file of the e2e site');
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const lister = await verifiedAccount(request, 'Sam Stillhere');
  const title = `Room on Gorham nobody confirmed (${stamp})`;
  const id = await postListing(request, lister.token, {
    title,
    description: 'A room whose lister forgets it, posted by the stale-listings journey.',
    rent: 905,
    term: 'Fall',
    startDate: '2030-08-20',
    endDate: '2030-12-20',
  });

  // 20 days without an update: one 'Still available?' e-mail, and the question on My Listings.
  age(id, { updated: 20 });
  await expect
    .poll(async () => (await mailsTo(request, lister.email)).length, { timeout: 30_000 })
    .toBe(1);
  const [first] = await mailsTo(request, lister.email);
  expect(first?.subject).toBe(`Still available? ${title}`);
  expect(first?.text).toContain(`Is your listing "${title}" still available?`);
  expect(await publicIds(request)).toContain(id);

  const a = await signedInPage(browser, lister);
  const aErrors = trackPageErrors(a);
  await a.goto('/profile');
  await a.getByRole('tab', { name: /My Listings/ }).click();
  const ask = a.getByRole('group', { name: `Still available? ${title}` });
  await expect(ask).toContainText('Still available?');
  await expect(ask.getByRole('button', { name: 'Yes, still available' })).toBeVisible();
  await expect(ask.getByRole('button', { name: "It's taken" })).toBeVisible();

  // 8 days unanswered: hidden as stale. Visitors read that it is no longer available.
  age(id, { asked: 8 });
  await expect.poll(() => publicIds(request), { timeout: 30_000 }).not.toContain(id);
  const errors = trackPageErrors(page);
  await page.goto(`/listings/${id}`);
  await expect(page.getByRole('note')).toContainText(
    'No longer available. It no longer shows in the listings.',
  );

  // The lister sees why, and confirms from the row: it is back.
  await a.reload();
  await a.getByRole('tab', { name: /My Listings/ }).click();
  await expect(ask).toContainText('you have not confirmed it is still available');
  await ask.getByRole('button', { name: 'Yes, still available' }).click();
  await expect(a.getByText('Confirmed. It is back in the listings.')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect.poll(() => publicIds(request)).toContain(id);

  // Aged again: a second e-mail; its 'It's taken' link marks it taken, once.
  age(id, { updated: 20 });
  await expect
    .poll(async () => (await mailsTo(request, lister.email)).length, { timeout: 30_000 })
    .toBe(2);
  const second = (await mailsTo(request, lister.email)).find(
    (m) => m !== undefined && m.id !== first?.id,
  );
  const taken = /It's taken: (\S+)/.exec(second?.text ?? '')?.[1] ?? '';
  expect(taken).toContain('/api/listings/still-available?token=');
  const link = await a.context().newPage();
  await link.goto(taken);
  await expect(link.getByRole('heading', { name: 'Marked as taken' })).toBeVisible();
  expect(await publicIds(request)).not.toContain(id);
  await link.goto(taken);
  await expect(link.getByRole('heading', { name: 'Link already used' })).toBeVisible();
  await expect(link.getByText('Nothing was changed.')).toBeVisible();

  await a.reload();
  await a.getByRole('tab', { name: /My Listings/ }).click();
  await expect(a.getByRole('listitem').filter({ hasText: title }).getByRole('note')).toContainText(
    'Taken: hidden from the listings.',
  );

  expect(errors).toEqual([]);
  expect(aErrors).toEqual([]);
});
