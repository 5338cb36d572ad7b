import { expect, test } from '@playwright/test';
import { LISTER, measureArrivals, readerWithOpenChat, tokenOf } from '../support/live';
import { ports, trackPageErrors } from '../support/site';

/*
 * Live messages: a message sent by one person shows in the other's open chat within
 * 1 s (median), not at the next 3 s poll; with the live stream up the chat's poll only backs it up
 * (every 30 s), and the stream closes while the tab is hidden and comes back when it is shown.
 */
test('a message shows in the open chat of the other person at once, not at the next poll', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, traffic, conversationId } = await readerWithOpenChat(browser, request);
  const errors = trackPageErrors(page);
  const token = await tokenOf(request, LISTER.email);

  const { arrivals, median } = await measureArrivals({
    page,
    request,
    conversationId,
    token,
    count: 7,
    apiOrigin: () => `http://localhost:${ports.shell}`,
  });
  console.log(`live arrivals (ms): ${arrivals.join(', ')}; median ${median}`);
  // By polling every 3 s the median would be ~1.5 s and the slowest near 3 s.
  expect(median).toBeLessThan(1000);
  expect(Math.max(...arrivals)).toBeLessThan(2000);

  // Quiet: the chat's poll backs the stream up (30 s) instead of asking every 3 s.
  const pollsBefore = traffic.polls;
  await page.waitForTimeout(10_000);
  expect(traffic.polls - pollsBefore).toBeLessThanOrEqual(1);

  // A hidden tab closes its stream (as polling stops); shown again, it reconnects at once.
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (value ? 'hidden' : 'visible'),
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  const streams = traffic.streams;
  await setHidden(true);
  await expect.poll(() => traffic.closedStreams).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(traffic.streams).toBe(streams);
  await setHidden(false);
  await expect.poll(() => traffic.streams, { timeout: 5000 }).toBe(streams + 1);
  expect(errors).toEqual([]);
});
