import { expect, test, type Page } from '@playwright/test';
import { accountsOf, NEW_ACCOUNT_PASSWORD, uniqueEmail } from '../support/accounts';
import { pngPhoto } from '../support/png';
import { ports, trackPageErrors } from '../support/site';

/*
 * Create and edit journeys through the composed site, the real API (GEOCODER=fixture resolves
 * Madison addresses) and the auth emulator: create a listing with two photos, edit it, and be
 * refused on someone else's listing. Fresh accounts each run, so nothing depends on seeded
 * credentials.
 */

const photo = pngPhoto;

/** The photo shown by the detail page's carousel has loaded, and was downscaled before upload. */
async function expectCarouselPhoto(page: Page, title: string, position: string) {
  const img = page.getByRole('img', { name: `${title} (${position})` });
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
  // With srcset, naturalWidth is scaled by the `sizes` slot: measure the file the browser chose.
  return img.evaluate(async (el: HTMLImageElement) => {
    const probe = new Image();
    probe.src = el.currentSrc;
    await probe.decode();
    return { w: probe.naturalWidth, h: probe.naturalHeight };
  });
}

test.describe.serial('create and edit a listing', () => {
  const owner = { email: uniqueEmail('lister'), name: 'Lena Lister' };
  const title = `Lakeview room ${Date.now() % 100_000}`;
  let listingPath = '';

  test('create a listing with two photos and find it on /listings and its detail page', async ({
    page,
  }) => {
    // The longest journey: a sign-up, a 3000×2000 photo re-encoded in the browser, two uploads the
    // server resizes, then the list and the detail page. On a busy two-core machine it has taken
    // 75 s of steps that each waited for the right state: three times the usual budget.
    test.slow();
    const errors = trackPageErrors(page);
    await page.goto('/');
    await accountsOf(page).signUp(owner.name, owner.email);
    // Signing up sends the link that verifies the address (the emulator keeps it, below).
    await expect(
      page.getByText(`Account created. We sent a link to ${owner.email} to verify your address.`),
    ).toBeVisible();
    await page.goto('/listings/new');
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Property' })).toBeVisible();

    const uploads: { contentType: string | undefined; status: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.method() !== 'PUT' || new URL(request.url()).pathname === '/api/listing') return;
      const response = await request.response();
      uploads.push({
        contentType: request.headers()['content-type'],
        status: response?.status() ?? 0,
      });
    });

    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('Quiet room with a view of Lake Mendota, five minutes to Bascom.');
    await page.getByLabel('Price per month').fill('875');
    await page.getByLabel('Term').selectOption('Fall');
    await page.getByLabel('Expected Start Date').fill('2030-08-20');
    await page.getByLabel('Expected End Date').fill('2030-12-20');
    await page.getByLabel('Bedrooms').fill('1');
    await page.getByLabel('Bathrooms').fill('1');
    await page.getByLabel('Square Feet').fill('450');
    await page.getByLabel('Roommates').fill('0');
    await page.getByLabel('Street').fill('120 Langdon St');
    await page.getByLabel('Zip Code').fill('53703');
    // The styled box covers the native input: click the label, as people do.
    await page
      .locator('label')
      .filter({ hasText: /^Wifi$/ })
      .click();
    await expect(page.getByRole('checkbox', { name: 'Wifi' })).toBeChecked();
    // One photo larger than the 2048 px limit, to see it downscaled in the browser.
    await page
      .getByLabel('Choose photos')
      .setInputFiles([
        photo('front.png', 3000, 2000, [200, 40, 50]),
        photo('kitchen.png', 320, 240, [30, 90, 200]),
      ]);
    await expect(page.getByRole('list', { name: 'Selected photos' }).getByRole('img')).toHaveCount(
      2,
    );
    await expect(
      page.getByRole('article', { name: 'Listing preview' }).getByRole('heading', { name: title }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(page).toHaveURL(/\/listings$/, { timeout: 30_000 });
    // Re-encoded in the browser (WebP or JPEG), which also strips any location metadata.
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect(upload.status).toBe(200);
      expect(upload.contentType).toMatch(/^image\/(webp|jpeg)$/);
    }

    const card = page.getByRole('link').filter({ hasText: title }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    listingPath = new URL(page.url()).pathname;
    expect(listingPath).toMatch(/^\/listings\/[^/]+$/);

    const first = await expectCarouselPhoto(page, title, '1 of 2');
    expect(Math.max(first.w, first.h)).toBeLessThanOrEqual(2048);
    expect(first.w / first.h).toBeCloseTo(1.5, 1);
    await page.getByRole('button', { name: 'Next photo' }).click();
    const second = await expectCarouselPhoto(page, title, '2 of 2');
    expect(second).toEqual({ w: 320, h: 240 });
    // A new account has not followed its link yet: readers are told.
    const lister = page.getByRole('region', { name: 'About the Lister' });
    await expect(lister.getByText('E-mail not verified')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the lister follows the verification link: their listing says the address is verified', async ({
    page,
    request,
  }) => {
    expect(listingPath).not.toBe('');
    const config = (await (await request.get('/app-config.json')).json()) as {
      firebase: { projectId: string };
    };
    const emulator = `http://127.0.0.1:${ports.auth}/emulator/v1/projects/${config.firebase.projectId}`;
    const { oobCodes } = (await (await request.get(`${emulator}/oobCodes`)).json()) as {
      oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
    };
    const link = oobCodes.find((c) => c.email === owner.email && c.requestType === 'VERIFY_EMAIL');
    expect(link, 'the sign-up sent a verification link').toBeDefined();
    expect((await request.get(link?.oobLink ?? '')).ok()).toBe(true);

    // The next sign-in carries the verified address to the API.
    await page.goto('/');
    await accountsOf(page).signIn(owner, NEW_ACCOUNT_PASSWORD);
    await page.goto(listingPath);
    const lister = page.getByRole('region', { name: 'About the Lister' });
    await expect(lister.getByText('Verified e-mail')).toBeVisible();
  });

  test('edit its title, remove one photo and add another', async ({ page }) => {
    const errors = trackPageErrors(page);
    expect(listingPath).not.toBe('');
    await page.goto('/');
    await accountsOf(page).signIn(owner, NEW_ACCOUNT_PASSWORD);
    await page.goto(`${listingPath}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Expected Start Date')).toHaveValue('2030-08-20');
    const thumbs = page.getByRole('list', { name: 'Selected photos' }).getByRole('img');
    await expect(thumbs).toHaveCount(2);

    const newTitle = `${title} (renovated)`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByRole('button', { name: /^Remove front\./ }).click();
    await page
      .getByLabel('Choose photos')
      .setInputFiles([photo('porch.png', 400, 300, [40, 160, 80])]);
    await expect(thumbs).toHaveCount(2);
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });

    await page.goto(listingPath);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    // The kitchen photo stays first, the porch photo follows; the front photo is gone.
    expect(await expectCarouselPhoto(page, newTitle, '1 of 2')).toEqual({ w: 320, h: 240 });
    await page.getByRole('button', { name: 'Next photo' }).click();
    expect(await expectCarouselPhoto(page, newTitle, '2 of 2')).toEqual({ w: 400, h: 300 });
    expect(errors).toEqual([]);
  });

  test('another user cannot edit the listing', async ({ page }) => {
    const errors = trackPageErrors(page);
    expect(listingPath).not.toBe('');
    await page.goto('/');
    await accountsOf(page).signUp('Oscar Other', uniqueEmail('other'));
    await page.goto(`${listingPath}/edit`);
    await expect(
      page.getByRole('heading', { name: 'You can only edit your own listings.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Listing' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the listing' }).click();
    await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
    expect(errors).toEqual([]);
  });
});
