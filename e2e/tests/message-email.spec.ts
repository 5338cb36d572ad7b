import { expect, test } from '@playwright/test';
import { accountsOf } from '../support/accounts';
import { postListing } from '../support/api-listings';
import { mailsTo, signedInPage, verifiedAccount } from '../support/mail';
import { ports, trackPageErrors } from '../support/site';

/*
 * E-mail about unread messages through the composed site, the real API, the auth emulator and the
 * mail catcher `pnpm start` runs (MailDev, read through its REST API): B writes to A about A's
 * listing from the listing page; A leaves it unread, so after the delay (3 s here:
 * MESSAGE_EMAIL_DELAY_MINUTES in playwright.config.ts) A's verified address gets one e-mail naming
 * B and the listing, quoting the message, with a link into the chat; A opens the link signed in and
 * reads the chat. The profile's Notifications section shows the setting on; the e-mail's
 * unsubscribe link turns it off.
 */

test('a message left unread is e-mailed to the lister once, with a link into the chat', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const lister = await verifiedAccount(request, 'Avery Mailbox');
  const title = `Quiet room near the Capitol (${stamp})`;
  const listingId = await postListing(request, lister.token, {
    title,
    description: 'A quiet room two blocks from the Capitol, posted by the e-mail journey.',
    rent: 1010,
    term: 'Fall',
    startDate: '2030-08-20',
    endDate: '2030-12-20',
  });

  // B signs up on the way and writes from the listing page.
  const errors = trackPageErrors(page);
  await page.goto(`/listings/${listingId}`);
  await accountsOf(page).signUp('Blake Writer');
  await page.getByRole('button', { name: 'Contact Lister' }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const chatPath = new URL(page.url()).pathname;
  const question = `Hi Avery, is the room still free in August? (${stamp})`;
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  await input.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();

  // A leaves it unread: after the delay, one e-mail arrives.
  await expect
    .poll(async () => (await mailsTo(request, lister.email)).length, { timeout: 45_000 })
    .toBe(1);
  const [mail] = await mailsTo(request, lister.email);
  expect(mail?.subject).toBe(`New message from Blake Writer about ${title}`);
  expect(mail?.text).toContain(`Blake Writer wrote to you about "${title}":`);
  expect(mail?.text).toContain(`  > ${question}`);
  const chatLink = `http://localhost:${ports.shell}${chatPath}`;
  expect(mail?.text).toContain(`Read and reply: ${chatLink}\n`);

  // A second message while A still has not read: no second e-mail.
  await input.fill(`One more thing (${stamp})`);
  await input.press('Enter');
  await page.waitForTimeout(6_000);
  expect(await mailsTo(request, lister.email)).toHaveLength(1);

  // A opens the link from the mail, signed in: the chat with B's message.
  const a = await signedInPage(browser, lister);
  const aErrors = trackPageErrors(a);
  await a.goto(chatLink);
  await expect(a.getByRole('heading', { name: 'Blake Writer' })).toBeVisible();
  await expect(a.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();

  // The profile's Notifications section has the setting on; the mail's unsubscribe link turns it off.
  await a.goto('/profile');
  const box = a.getByRole('checkbox', { name: 'E-mail me about new messages' });
  await expect(box).toBeChecked();
  const unsubscribe = /To stop e-mails about new messages: (\S+)/.exec(mail?.text ?? '')?.[1];
  const page200 = await request.get(unsubscribe ?? '');
  expect(page200.status()).toBe(200);
  expect(await page200.text()).toContain('You will no longer get e-mails about new messages.');
  await a.reload();
  await expect(a.getByRole('checkbox', { name: 'E-mail me about new messages' })).not.toBeChecked();

  expect(errors).toEqual([]);
  expect(aErrors).toEqual([]);
});
