import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountsOf, uniqueEmail } from '../support/accounts';
import { trackPageErrors } from '../support/site';
import { listingOf } from '../support/seeded-listings';

/*
 * Blocking and reporting a person from a chat, through the composed site and the real API: a new
 * student writes to Chloe about her listing; Chloe reports them (seen by the moderation CLI), then
 * blocks them: the conversation leaves her messages and the student can no longer write; she finds
 * them under 'Blocked people' on her profile and unblocks them, and they can write again. The one
 * blocked is an account made for this run, so no other spec's people are affected.
 */

const LISTER = { email: 'chloe@example.com', name: 'Chloe Nguyen' };
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function pageIn(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  return page;
}
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function send(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

/** What `pnpm --filter server moderation -- list` prints for the site's database. */
function moderationList(): string {
  return execFileSync('pnpm', ['--silent', '--filter', 'server', 'moderation', '--', 'list'], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
}

test('block and report a person from a chat; unblock from the profile', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const studentName = `Blair ${stamp}`;
  const listing = await listingOf(request, LISTER.email);

  // The student writes to Chloe about her listing.
  const b = await pageIn(browser);
  const bErrors = trackPageErrors(b);
  await accountsOf(b).signUp(studentName, uniqueEmail('blocked'));
  await b.goto(`/listings/${listing.listingID}`);
  await b.getByRole('button', { name: 'Contact Lister' }).click();
  await expect(b).toHaveURL(/\/messages\/\d+$/);
  const chatPath = new URL(b.url()).pathname;
  const conversationId = chatPath.split('/').pop();
  await send(b, `Pay the deposit by gift card first (${stamp})`);
  await expect(log(b).getByText(`(${stamp})`)).toBeVisible();

  // Chloe opens the chat and reports the student.
  const a = await pageIn(browser);
  const aErrors = trackPageErrors(a);
  await accountsOf(a).signIn(LISTER);
  await a.goto(chatPath);
  await expect(a.getByRole('heading', { name: studentName })).toBeVisible();
  await a.getByRole('button', { name: 'Report' }).click();
  const report = a.getByRole('dialog', { name: `Report ${studentName}` });
  await report.getByRole('radio', { name: 'Scam or asking for money' }).check();
  await report
    .getByRole('textbox', { name: 'Details (optional)' })
    .fill(`Gift card deposit before a viewing (${stamp})`);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(a.getByText('Thank you. Your report was sent to our moderators.')).toBeVisible();
  await expect(report).toBeHidden();

  // The moderators see it, with the person and the conversation.
  const listed = moderationList();
  expect(listed).toContain(`"${studentName}"`);
  expect(listed).toContain(`- scam: Gift card deposit before a viewing (${stamp}) (by user`);
  expect(listed).toContain(`conversation ${conversationId})`);

  // Chloe blocks the student (asked first, by keyboard): back on her profile, the chat is gone.
  await a.getByRole('button', { name: 'Block' }).click();
  const confirm = a.getByRole('alertdialog', { name: `Block ${studentName}?` });
  await expect(confirm).toContainText('They are not told');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await a.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Block' })).toBeFocused();
  await a.keyboard.press('Enter');
  await expect(a.getByText(`You blocked ${studentName}.`)).toBeVisible();
  await expect(a).toHaveURL(/\/profile$/);
  await expect(a.getByRole('tab', { name: /^Messages/ })).toHaveAttribute('aria-selected', 'true');
  const row = a.getByRole('link', { name: new RegExp(`\\(${stamp}\\)`) });
  await expect(row).toHaveCount(0);

  // The student can no longer write to her, and is told so calmly.
  await b.reload();
  await send(b, `Hello? (${stamp}-2)`);
  await expect(b.getByText("You can't message this person right now.")).toBeVisible();
  await expect(log(b).getByText(`(${stamp}-2)`)).toHaveCount(0);

  // Chloe finds the student under 'Blocked people' and unblocks them: the chat is back.
  const blocked = a.getByRole('list', { name: 'Blocked people' });
  await blocked.getByRole('button', { name: `Unblock ${studentName}` }).click();
  const undo = a.getByRole('alertdialog', { name: `Unblock ${studentName}?` });
  await undo.getByRole('button', { name: 'Unblock' }).click();
  await expect(a.getByText(`You unblocked ${studentName}.`)).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Blocked people' })).toBeFocused();
  await expect(row).toBeVisible();

  // And the student can write again.
  await send(b, `Sorry, can I see it first? (${stamp}-3)`);
  await expect(log(b).getByText(`(${stamp}-3)`)).toBeVisible();

  expect(aErrors).toEqual([]);
  expect(bErrors).toEqual([]);
});
