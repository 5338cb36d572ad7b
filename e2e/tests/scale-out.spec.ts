import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountsOf, uniqueEmail } from '../support/accounts';
import { LISTER, measureArrivals, readerWithOpenChat, tokenOf } from '../support/live';
import { pngPhoto } from '../support/png';
import { ports, trackPageErrors } from '../support/site';

/*
 * Several API instances: the journeys against the scaled-out site (playwright.scale.config.ts
 * starts
 * `pnpm start --scale 2`): photos live in the S3 stand-in, two API instances share one PostgreSQL,
 * and one instance is killed in the middle. Browse, create with photos, save, contact and chat,
 * profile picture; every message shows once.
 */

const OFFSET = Number.parseInt(process.env.PORT_OFFSET ?? '0', 10) || 0;
const S3_ORIGIN = `http://127.0.0.1:${4568 + OFFSET}`;
const REQUESTER = { email: 'ben@example.com', name: 'Ben Carter' };

/** Kills API instance `index` (its whole process group), as a crash would. */
function killInstance(index: number) {
  const file = path.join(process.env.E2E_SCALE_DATA_DIR ?? '', 'api-instances.json');
  const instances = JSON.parse(readFileSync(file, 'utf8')) as { port: number; pid: number }[];
  const victim = instances[index];
  if (!victim) throw new Error(`no API instance ${index}`);
  process.kill(-victim.pid, 'SIGKILL');
  return victim;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** The image has loaded from the bucket (not a broken image). */
async function expectLoadedFromBucket(page: Page, image: ReturnType<Page['locator']>) {
  await expect(image).toHaveAttribute('src', new RegExp(`^${S3_ORIGIN}/`));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('browse, create with photos, save, chat and a profile picture while an API instance dies', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Scale-out room ${stamp}`;

  // Browse: the seeded listings, their photos from the bucket.
  const lister = await newPage(browser);
  const listerErrors = trackPageErrors(lister);
  await lister.goto('/listings');
  const firstPhoto = lister.getByRole('main').locator('img[src*="/listings/"]').first();
  await expectLoadedFromBucket(lister, firstPhoto);

  // Create with photos (a new account).
  const owner = { name: `Scale Lister ${stamp}`, email: uniqueEmail('scale') };
  await accountsOf(lister).signUp(owner.name, owner.email);
  await lister.goto('/listings/new');
  await lister.getByLabel('Title').fill(title);
  await lister.getByLabel('Description').fill('Bright room near the Capitol, served by two APIs.');
  await lister.getByLabel('Price per month').fill('790');
  await lister.getByLabel('Term').selectOption('Fall');
  await lister.getByLabel('Expected Start Date').fill('2030-08-20');
  await lister.getByLabel('Expected End Date').fill('2030-12-20');
  await lister.getByLabel('Bedrooms').fill('1');
  await lister.getByLabel('Bathrooms').fill('1');
  await lister.getByLabel('Square Feet').fill('400');
  await lister.getByLabel('Roommates').fill('0');
  await lister.getByLabel('Street').fill('120 Langdon St');
  await lister.getByLabel('Zip Code').fill('53703');
  await lister
    .getByLabel('Choose photos')
    .setInputFiles([
      pngPhoto('front.png', 640, 480, [200, 40, 50]),
      pngPhoto('kitchen.png', 320, 240, [30, 90, 200]),
    ]);
  await lister.getByRole('button', { name: 'Create Listing' }).click();
  await expect(lister).toHaveURL(/\/listings$/, { timeout: 30_000 });
  await lister.getByRole('link').filter({ hasText: title }).first().click();
  await expect(lister.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const listingPath = new URL(lister.url()).pathname;
  await expectLoadedFromBucket(
    lister,
    lister.getByRole('main').locator('img[src*="/listings/"]').first(),
  );

  // One API instance dies (restarted later by `pnpm start`); the balancer routes around it.
  killInstance(0);

  // Save, contact and chat as another user.
  const requester = await newPage(browser);
  const requesterErrors = trackPageErrors(requester);
  await requester.goto('/');
  await accountsOf(requester).signIn(REQUESTER);
  await requester.goto(listingPath);
  await requester.getByRole('button', { name: 'Save Listing', exact: true }).click();
  await expect(requester.getByRole('button', { name: 'Unsave Listing' })).toBeVisible();
  await requester.getByRole('button', { name: 'Contact Lister' }).click();
  await expect(requester).toHaveURL(/\/messages\/[^/]+$/);
  const chatPath = new URL(requester.url()).pathname;
  const questions = [1, 2, 3].map((n) => `Question ${n} (${stamp})`);
  const input = requester.getByRole('textbox', { name: 'Message' });
  for (const question of questions) {
    await input.fill(question);
    await input.press('Enter');
    await expect(
      requester.getByRole('log', { name: 'Messages' }).getByText(question),
    ).toBeVisible();
    // Stored (the composer stays locked while a message is on its way: Enter would be ignored).
    await expect(
      requester.getByRole('log', { name: 'Messages' }).getByText('Sending...'),
    ).toHaveCount(0);
  }

  // The lister reads and answers; the requester sees the answer by polling.
  await lister.goto(chatPath);
  const answer = `Yes, come by on Friday (${stamp})`;
  await lister.getByRole('textbox', { name: 'Message' }).fill(answer);
  await lister.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(requester.getByRole('log', { name: 'Messages' }).getByText(answer)).toBeVisible({
    timeout: 15_000,
  });
  // Each message once, after a reload too (whichever instance answers).
  await requester.reload();
  const log = requester.getByRole('log', { name: 'Messages' });
  for (const text of [...questions, answer]) await expect(log.getByText(text)).toHaveCount(1);

  // Saved on the profile; a new profile picture served from the bucket.
  await requester.goto('/profile');
  await expect(requester.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await requester.getByRole('button', { name: 'Edit Profile' }).click();
  await requester
    .getByLabel('Profile Picture')
    .setInputFiles(pngPhoto('me.png', 200, 200, [90, 160, 60]));
  await requester.getByRole('button', { name: 'Save Changes' }).click();
  await expect(requester.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await requester.reload();
  const picture = requester
    .locator('header')
    .filter({ hasText: REQUESTER.name })
    .locator('img[src*="profile_pictures"]')
    .first();
  await expectLoadedFromBucket(requester, picture);

  expect(listerErrors).toEqual([]);
  expect(requesterErrors).toEqual([]);
});

test('a message sent through either API instance arrives live in a chat whose stream is on one', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Both instances up (the journey above killed one; `pnpm start` restarts it).
  const instance = (i: number) => `http://127.0.0.1:${ports.api + 10 + (i % 2)}`;
  for (const i of [0, 1]) {
    await expect
      .poll(
        async () => (await request.get(`${instance(i)}/api/health`).catch(() => null))?.status(),
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
  }
  const { page, conversationId } = await readerWithOpenChat(browser, request);
  const errors = trackPageErrors(page);
  const token = await tokenOf(request, LISTER.email);
  // Straight to instance 1, then 2, …: the reader's one stream is on one of them, so half the
  // messages cross instances through PostgreSQL's LISTEN/NOTIFY, and every one must be fast.
  const { arrivals, median } = await measureArrivals({
    page,
    request,
    conversationId,
    token,
    count: 6,
    apiOrigin: instance,
  });
  console.log(`live arrivals across instances (ms): ${arrivals.join(', ')}; median ${median}`);
  expect(median).toBeLessThan(1000);
  expect(Math.max(...arrivals)).toBeLessThan(2000);
  expect(errors).toEqual([]);
});
