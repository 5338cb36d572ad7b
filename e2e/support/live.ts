import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { accountsOf, DEMO_PASSWORD } from './accounts';
import { ports } from './site';
import { listingOf } from './seeded-listings';

/**
 * Live messages: the steps both topologies share (live.spec.ts on the embedded
 * site, scale-out.spec.ts across two API instances). The reader has a chat open in the browser;
 * the lister (Alice, a demo account) writes through the API with her own token.
 */
export const LISTER = { email: 'alice@example.com', name: 'Alice Johnson' };

/** Alice's ID token from the Auth Emulator (as her browser would hold it). */
export async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password: DEMO_PASSWORD, returnSecureToken: true } },
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Counts the page's live streams (answers of GET /api/events) and its message polls. */
export function watchTraffic(page: Page) {
  const traffic = { streams: 0, closedStreams: 0, polls: 0 };
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname === '/api/events' && res.status() === 200) traffic.streams++;
    if (/^\/api\/conversations\/[^/]+\/messages$/.test(url.pathname)) traffic.polls++;
  });
  page.on('requestfailed', (req) => {
    if (new URL(req.url()).pathname === '/api/events') traffic.closedStreams++;
  });
  return traffic;
}

/**
 * A new reader signs up in their own browser context and opens a chat about one of Alice's
 * listings; ends when the chat shows and the page's live stream is up.
 */
export async function readerWithOpenChat(browser: Browser, request: APIRequestContext) {
  const listing = await listingOf(request, LISTER.email);
  const page = await (await browser.newContext()).newPage();
  const traffic = watchTraffic(page);
  await page.goto('/');
  await accountsOf(page).signUp(`Live Reader ${Date.now().toString(36)}`);
  await page.goto(`/listings/${listing.listingID}`);
  await page.getByRole('button', { name: 'Contact Lister' }).click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  const conversationId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: LISTER.name })).toBeVisible();
  await expect.poll(() => traffic.streams).toBeGreaterThan(0);
  return { page, traffic, conversationId };
}

/**
 * Sends `count` messages as Alice through `apiOrigin(i)` at uneven moments and measures, for
 * each, the time from sending to the reader's open chat showing it.
 */
export async function measureArrivals(options: {
  page: Page;
  request: APIRequestContext;
  conversationId: string;
  token: string;
  count: number;
  apiOrigin: (i: number) => string;
}) {
  const { page, request, conversationId, token, count, apiOrigin } = options;
  const log = page.getByRole('log', { name: 'Messages' });
  const stamp = Date.now().toString(36);
  const arrivals: number[] = [];
  for (let i = 0; i < count; i++) {
    // Uneven gaps, so no message lines up with a poll by chance every time.
    await page.waitForTimeout(300 + ((i * 677) % 1100));
    const text = `Live ${i + 1} (${stamp})`;
    const sentAt = Date.now();
    const res = await request.post(`${apiOrigin(i)}/api/conversations/${conversationId}/reply`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { content: text },
    });
    expect(res.status()).toBe(201);
    await expect(log.getByText(text)).toBeVisible({ timeout: 10_000 });
    arrivals.push(Date.now() - sentAt);
  }
  const sorted = [...arrivals].sort((a, b) => a - b);
  return { arrivals, median: sorted[Math.floor(sorted.length / 2)] ?? Infinity };
}
