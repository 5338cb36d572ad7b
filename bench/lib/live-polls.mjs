// The poll requests the live stream saves, measured rather than computed from the intervals: a
// reader signed up through the UI keeps a chat with the demo lister Alice open on the composed site
// for a fixed window, once with the stream up and once with it refused (503 and a long Retry-After,
// as a full API instance answers: the client then polls at the spec's 3 s / 15 s). Every request
// the page makes in the window is counted. Both cases run at once, each in its own browser context
// (its own page, visible), so the window is paid once.
// Its page.evaluate callbacks run in the browser: the DOM types.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { trackNetworkQuiet } from './quiet.mjs';

const LISTER = { email: 'alice@example.com', name: 'Alice Johnson' };
const PASSWORD = 'badgers-bench-123';
const VIEWPORT = { width: 1440, height: 900 };

/** The window per case: LIVE_POLL_SECONDS (default 60) for quick runs or steadier figures. */
export const pollWindowMs = () => 1000 * (Number(process.env.LIVE_POLL_SECONDS) || 60);

/** 'GET /api/conversations/{id}/messages': ids out, so each poll is one key. */
function requestKey(request, baseUrl) {
  const url = new URL(request.url());
  const where = url.origin === new URL(baseUrl).origin ? '' : url.host;
  const route = url.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}');
  return `${request.method()} ${where}${route}`;
}

/**
 * A listing of that lister: the public list names no lister, each listing's page does.
 * @param {string} baseUrl
 * @param {string} email
 */
async function listingOf(baseUrl, email) {
  /** @type {{ listingID: string }[]} */
  const listings = await fetch(`${baseUrl}/api/listings`).then((r) => r.json());
  for (const l of listings) {
    /** @type {{ email?: string }} */
    const page = await fetch(`${baseUrl}/api/listings/${l.listingID}/details`).then((r) =>
      r.json(),
    );
    if (page.email === email) return l;
  }
  throw new Error(`no seeded listing by ${email}`);
}

/** Signs a new reader up and opens a chat about one of Alice's listings; returns its storage. */
async function readerWithChat(browser, baseUrl) {
  const listing = await listingOf(baseUrl, LISTER.email);
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { timeout: 60_000 });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const dialog = page.getByRole('dialog');
    const name = `Bench Reader ${Date.now().toString(36)}`;
    await nav.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Display Name (optional)').fill(name);
    await dialog.getByLabel('Email').fill(`bench-${Date.now()}@example.com`);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await nav.getByRole('button', { name }).waitFor({ timeout: 30_000 });
    await page.goto(`${baseUrl}/listings/${listing.listingID}`);
    await page.getByRole('button', { name: 'Contact Lister' }).click();
    await page.waitForURL(/\/messages\/[^/]+$/, { timeout: 30_000 });
    const conversationId = new URL(page.url()).pathname.split('/').pop();
    return { conversationId, storageState: await context.storageState({ indexedDB: true }) };
  } finally {
    await context.close();
  }
}

/** One case: the chat open for `windowMs`, counting every request the page makes meanwhile. */
async function openChatFor(browser, baseUrl, reader, { refuseStream, windowMs }) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    storageState: reader.storageState,
  });
  try {
    if (refuseStream)
      await context.route('**/api/events', (route) =>
        route.fulfill({
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '3600' },
          body: JSON.stringify({
            error: 'The server has no room for another live connection. Please try again later.',
          }),
        }),
      );
    const page = await context.newPage();
    const networkQuiet = trackNetworkQuiet(page);
    const streamAnswers = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/events') streamAnswers.push(res.status());
    });
    let counting = false;
    const counts = {};
    let streamsLost = 0;
    page.on('request', (request) => {
      if (!counting) return;
      const key = requestKey(request, baseUrl);
      counts[key] = (counts[key] ?? 0) + 1;
    });
    page.on('requestfailed', (request) => {
      if (counting && new URL(request.url()).pathname === '/api/events') streamsLost++;
    });

    await page.goto(`${baseUrl}/messages/${reader.conversationId}`, { timeout: 60_000 });
    await page.getByRole('heading', { name: LISTER.name }).first().waitFor({ timeout: 30_000 });
    const expected = refuseStream ? 503 : 200;
    for (let waited = 0; !streamAnswers.includes(expected); waited += 100) {
      if (waited > 30_000)
        throw new Error(
          `no ${expected} answer to /api/events (saw ${streamAnswers.join(', ') || 'none'})`,
        );
      await page.waitForTimeout(100);
    }
    // The chat's first fetches are the load, not polls: the window starts once they are done.
    await networkQuiet();
    counting = true;
    const startedAt = Date.now();
    await page.waitForTimeout(windowMs);
    counting = false;
    const seconds = (Date.now() - startedAt) / 1000;
    // A hidden page stops its polls and its stream: the figures would say nothing.
    const visibility = await page.evaluate(() => document.visibilityState);
    if (visibility !== 'visible') throw new Error(`the page was ${visibility}`);
    const polls = Object.entries(counts).filter(([key]) => !key.endsWith(' /api/events'));
    const total = polls.reduce((n, [, c]) => n + c, 0);
    return {
      stream: refuseStream ? 'refused (503, Retry-After: 3600)' : 'up',
      streamAnswers,
      streamsLost,
      seconds: Math.round(seconds * 10) / 10,
      counts,
      total,
      perMinute: Math.round((total / seconds) * 60 * 10) / 10,
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, users: number, log: (line: string) => void }} options
 */
export async function measurePolls({ browser, baseUrl, users, log }) {
  const windowMs = pollWindowMs();
  const reader = await readerWithChat(browser, baseUrl);
  log(
    `  a reader with a chat open, ${windowMs / 1000} s with the stream up and refused (at once)…`,
  );
  const [up, refused] = await Promise.all([
    openChatFor(browser, baseUrl, reader, { refuseStream: false, windowMs }),
    openChatFor(browser, baseUrl, reader, { refuseStream: true, windowMs }),
  ]);
  const savedPerMinute = Math.round((refused.perMinute - up.perMinute) * 10) / 10;
  return {
    windowSeconds: windowMs / 1000,
    users,
    refused,
    up,
    saved: {
      perMinute: savedPerMinute,
      percent:
        refused.perMinute > 0 ? Math.round((savedPerMinute / refused.perMinute) * 100) : null,
      atUsersPerMinute: Math.round(savedPerMinute * users),
    },
  };
}
