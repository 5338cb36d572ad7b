// Playwright's 'networkidle' (no request for 500 ms) never comes to a signed-in page: its live
// stream (GET /api/events) stays open by design. Refusing the stream would measure a
// page a user never sees, so this waits for every other request to finish and none to start for
// `quietMs` instead, the stream left open (the same idea as e2e/support/quiet.ts).

const isLiveStream = (request) => new URL(request.url()).pathname === '/api/events';

/** Call before `goto` (it counts the requests it sees); await the result where the page must be quiet. */
export function trackNetworkQuiet(page) {
  const inFlight = new Set();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async function networkQuiet({ quietMs = 500, timeout = 30_000 } = {}) {
    const deadline = Date.now() + timeout;
    await page.waitForLoadState('load', { timeout });
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const pending = [...inFlight].map((r) => r.url()).slice(0, 3);
        throw new Error(
          `the network (but the live stream) was not quiet within ${timeout} ms: ${pending.join(', ')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
}
