import { expect, test, type Browser } from '@playwright/test';
import { accountsOf } from '../support/accounts';
import { trackPageErrors } from '../support/site';
import { listingOf } from '../support/seeded-listings';

/*
 * Messaging: two real users in two browser contexts against the real API. B contacts A's listing
 * and writes; A sees the unread badge on the profile, opens the chat and replies; B sees the reply
 * by polling; A deletes the conversation and it stays for B. Demo accounts are the ones
 * `pnpm start` seeds (server/src/seed/demo-data.ts); Chloe and Diego are used by no other spec.
 */

const LISTER = { email: 'chloe@example.com', name: 'Chloe Nguyen' };
const REQUESTER = { email: 'diego@example.com', name: 'Diego Ramirez' };

async function signedInPage(browser: Browser, user: { email: string; name: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await accountsOf(page).signIn(user);
  return page;
}

test('two users message each other; deleting hides it only for the one who deletes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const listing = await listingOf(request, LISTER.email);
  const stamp = Date.now().toString(36);
  const question = `Is it still available? (${stamp})`;
  const answer = `Yes, it is! (${stamp})`;

  // B asks about A's listing.
  const b = await signedInPage(browser, REQUESTER);
  const bErrors = trackPageErrors(b);
  await b.goto(`/listings/${listing.listingID}`);
  await b.getByRole('button', { name: 'Contact Lister' }).click();
  await expect(b).toHaveURL(/\/messages\/[^/]+$/);
  const chatUrl = b.url();
  await expect(b.getByRole('heading', { name: LISTER.name })).toBeVisible();
  const bInput = b.getByRole('textbox', { name: 'Message' });
  await bInput.fill(question);
  await bInput.press('Enter');
  await expect(b.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(bInput).toHaveValue('');

  // A sees the unread badge on the profile's Messages tab, opens the chat and replies.
  const a = await signedInPage(browser, LISTER);
  const aErrors = trackPageErrors(a);
  await a.goto('/profile');
  const messagesTab = a.getByRole('tab', { name: /^Messages/ });
  await expect(messagesTab).toHaveAccessibleName(/^Messages (\d+|99\+) unread messages$/);
  await messagesTab.click();
  await expect(messagesTab).toHaveAccessibleName('Messages');
  const row = a.getByRole('link', {
    name: new RegExp(`Re: ${escape(listing.title)}[\\s\\S]*${escape(question)}`),
  });
  await expect(row).toBeVisible();
  await row.click();
  await expect(a).toHaveURL(new URL(chatUrl).pathname);
  await expect(a.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  const aInput = a.getByRole('textbox', { name: 'Message' });
  await aInput.fill(answer);
  await aInput.press('Enter');
  await expect(a.getByRole('log', { name: 'Messages' }).getByText(answer)).toBeVisible();

  // B sees the reply without reloading (the chat polls every 3 s).
  await expect(b.getByRole('log', { name: 'Messages' }).getByText(answer)).toBeVisible({
    timeout: 15_000,
  });

  // A deletes the conversation: back on the profile's Messages tab, and it is gone for A.
  await a.getByRole('button', { name: 'Delete conversation' }).click();
  const dialog = a.getByRole('alertdialog', { name: 'Delete Conversation' });
  await expect(dialog).toContainText('only remove it from your view');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(a).toHaveURL(/\/profile$/);
  await expect(a.getByRole('tab', { name: /^Messages/ })).toHaveAttribute('aria-selected', 'true');
  await expect(a.getByRole('link', { name: new RegExp(escape(answer)) })).toHaveCount(0);

  // B still has it.
  await b.goto('/messages');
  await expect(b.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(b.getByRole('link', { name: new RegExp(escape(answer)) })).toBeVisible();

  expect(aErrors).toEqual([]);
  expect(bErrors).toEqual([]);
});

test('a signed-out visitor is asked to sign in on /messages', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Sign in to view your messages' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
