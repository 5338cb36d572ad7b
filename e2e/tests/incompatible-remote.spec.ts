import { expect, test } from '@playwright/test';
import { manifestUrl, ports, REMOTE_FAILURE_TITLE } from '../support/site';

// An incompatible remote: a remote whose manifest asks for a React the shell does not run (here
// mf-listings' real manifest, doctored on its way to the browser as if built against React 18) is
// refused before any of its code is downloaded; its routes say why, and the rest of the site keeps
// working.

const REASON = 'This part of the site needs React ^18.2.0, but the site runs 19.';

test('a remote built for another React major is refused with its reason; the rest works', async ({
  page,
}) => {
  await page.route(manifestUrl('mf_listings'), async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    for (const shared of manifest.shared) {
      if (shared.name === 'react' || shared.name === 'react-dom') {
        shared.version = '18.3.1';
        shared.requiredVersion = '^18.2.0';
      }
    }
    await route.fulfill({ response, json: manifest });
  });
  const listingsCode: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith(`http://localhost:${ports.mf_listings}/`) && url.endsWith('.js')) {
      listingsCode.push(url);
    }
  });

  await page.goto('/listings');
  const failure = page.getByRole('alert').filter({ hasText: REMOTE_FAILURE_TITLE });
  await expect(failure).toContainText(REASON);
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The navbar is the shell's and works.
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();

  // Another page of the same remote: the same clear refusal.
  await page.goto('/listings/1');
  await expect(page.getByRole('alert').filter({ hasText: REMOTE_FAILURE_TITLE })).toContainText(
    REASON,
  );
  expect(listingsCode, 'nothing of the refused remote was run').toEqual([]);

  // Another remote loads as usual, and so do the shell's pages.
  const messagingManifest = page.waitForResponse((res) =>
    manifestUrl('mf_messaging').test(res.url()),
  );
  await page.goto('/messages');
  expect((await messagingManifest).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).not.toBeEmpty();
  await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
