import { expect, type Page, type Request } from '@playwright/test';

/** The live stream: open for as long as a signed-in page is, by design. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

/**
 * Playwright's 'networkidle' (no request for 500 ms) for pages that keep a live stream open: every
 * other request has finished and none started for `quietMs`. Call before `goto` (it counts the
 * requests it sees), await the returned function where a spec needs the late work done.
 */
export function trackNetworkQuiet(page: Page) {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async function networkQuiet(quietMs = 500, timeout = 30_000) {
    await page.waitForLoadState('load');
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, {
        timeout,
        intervals: [100],
        message: 'the network (but the live stream) to be quiet',
      })
      .toBe(true);
  };
}
