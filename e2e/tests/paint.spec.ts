import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { trackNetworkQuiet } from '../support/quiet';
import { ports } from '../support/site';

/*
 * "Something real paints early" and "nothing moves"
 * (docs/decisions/0035-paint-before-javascript.md):
 * the HTML the server sends already holds the page frame (built by shell/src/prerender), never a
 * signed-in or signed-out state, and React takes over with the same layout; /listings records no
 * more layout shift than 0.02 at desktop and phone widths, signed out and in, light and dark.
 */

const DEMO_PASSWORD = 'sublease-demo';
const BEN = { email: 'ben@example.com', name: 'Ben Carter' };
const BASE = `http://localhost:${ports.shell}`;
/** Words that belong to one session state only: the prerendered frame must have none of them. */
const SESSION_WORDS = ['Sign In', 'Sign Out', 'Log Out', BEN.name];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A text as React writes it into an attribute (titles are user input; other specs post hostile ones). */
const attr = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

async function html(request: APIRequestContext, path: string) {
  const res = await request.get(`${BASE}${path}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  return res.text();
}

async function aListingId(request: APIRequestContext) {
  const res = await request.get(`${BASE}/api/listings`);
  const listings = (await res.json()) as { listingID: number | string }[];
  return String(listings[0]!.listingID);
}

/** The page as it stands before any script has run: every JavaScript request fails. */
async function withoutScripts(page: Page) {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
}

/** Where the frame's landmarks are; rounded to whole pixels. */
async function boxes(page: Page, selectors: Record<string, string>) {
  const result: Record<string, number[] | null> = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const box = await page.locator(selector).locator('visible=true').first().boundingBox();
    result[name] = box ? [box.x, box.y, box.width, box.height].map(Math.round) : null;
  }
  return result;
}

test.describe('the HTML the server sends', () => {
  test('/ holds the home page and the frame, with no session state', async ({ request }) => {
    const body = await html(request, '/');
    expect(body).toContain('Find Your Perfect Student Housing');
    expect(body).toMatch(/<a[^>]*href="\/listings"[^>]*>Browse Listings<\/a>/);
    for (const feature of ['Find Subleases', 'Post Your Listing', 'Message Directly'])
      expect(body).toContain(feature);
    expect(body).toContain('Privacy Policy');
    expect(body).toMatch(/<style>[^<]*--color-surface/);
    for (const word of SESSION_WORDS) expect(body).not.toContain(word);
  });

  test('/listings holds its frame and the first cards, photos included, but no bookmark', async ({
    request,
  }) => {
    const listings = (await (await request.get(`${BASE}/api/listings`)).json()) as {
      title: string;
    }[];
    const body = await html(request, '/listings');
    // The server rendered the default view (newest first: the API's order) with the public list.
    expect(body).toContain(`>Available Listings (${listings.length})</h1>`);
    expect(body).toContain(`alt="${attr(listings[0]!.title)} (1 of`);
    expect(body).toMatch(/<img[^>]*srcSet="[^"]*400w/);
    // The app's own first request for it, started with the app's scripts after the first paint.
    expect(body).toContain('<link data-after-paint as=fetch crossorigin href="/api/listings">');
    // Whether a listing is saved belongs to the visitor: not drawn before the visitor is known.
    expect(body).not.toContain(`Save ${listings[0]!.title}`);
    expect(body).not.toContain('Find Your Perfect Student Housing');
    for (const word of SESSION_WORDS) expect(body).not.toContain(word);
  });

  test('/listings with filters in the URL holds the results of those filters', async ({
    request,
  }) => {
    const body = await html(request, '/listings?term=Fall');
    // The app itself rendered the page for that URL: its filters, its count, its cards.
    expect(body).toContain('data-rendered-for="/listings?term=Fall"');
    expect(body).toMatch(/>Available Listings \(\d+\)<\/h1>/);
    expect(body).not.toContain('aria-label="Loading listings..."');
  });

  test("a listing's page holds its frame and the page mf-listings painted; other routes the generic one", async ({
    request,
  }) => {
    const id = await aListingId(request);
    const detail = (await (await request.get(`${BASE}/api/listings/${id}/details`)).json()) as {
      title: string;
      preSignedGetUrls: string[];
    };
    const listing = await html(request, `/listings/${id}`);
    expect(listing).toContain('Back to Listings');
    // The whole page, by mf-listings' own render (paint-listing.spec.ts has the details).
    expect(listing).toContain(
      `data-rendered-for="/listings/${id}" data-rendered-page="mf_listings/ListingDetailPage"`,
    );
    expect(listing).toContain('Property Details');
    expect(listing).not.toContain('aria-label="Loading listing details..."');
    expect(listing).toContain(
      `alt="${attr(detail.title)} (1 of ${detail.preSignedGetUrls.length})"`,
    );
    expect(listing).toContain(
      `<link data-after-paint as=fetch crossorigin href="/api/listings/${id}/details">`,
    );
    for (const word of SESSION_WORDS) expect(listing).not.toContain(word);
    // An unknown listing: the frame without a photo (the app then says it is not found).
    const unknown = await html(request, '/listings/999999');
    expect(unknown).not.toContain('<img');
    expect(unknown).toContain('aria-label="Loading listing details..."');

    for (const path of ['/profile', '/listings/new', '/no-such-page']) {
      const generic = await html(request, path);
      expect(generic).toContain('Madison Subleases');
      expect(generic).not.toContain('Available Listings');
      expect(generic).not.toContain('Back to Listings');
      expect(generic).not.toContain('Find Your Perfect Student Housing');
    }
  });

  test('every inline script has its hash published for a CSP', async ({ request }) => {
    const hashes = (await (await request.get(`${BASE}/csp-hashes.json`)).json()) as Record<
      string,
      string[]
    >;
    for (const path of ['/', '/listings', '/profile']) {
      const scripts = [...(await html(request, path)).matchAll(/<script>([\s\S]*?)<\/script>/g)];
      // The theme before the first paint, the app's scripts after it.
      expect(scripts).toHaveLength(2);
      for (const [, script] of scripts) {
        const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
        expect(hashes['script-src']).toContain(hash);
      }
    }
  });
});

test.describe('before and after JavaScript', () => {
  const FRAME = {
    brand: 'header a[href="/"]',
    nav: 'header nav',
    heading: 'main h1',
    footer: 'footer',
  };
  // What stays put on /listings, phones included (a phone's /listings shows no footer).
  const CARD_FRAME = { brand: FRAME.brand, heading: FRAME.heading, firstCard: 'main article' };

  for (const { width, scheme } of [
    { width: 1280, scheme: 'light' as const },
    { width: 375, scheme: 'dark' as const },
  ]) {
    test(`/ paints before scripts and React keeps its layout (${width} px, ${scheme})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        colorScheme: scheme,
      });
      const before = await context.newPage();
      await withoutScripts(before);
      await before.goto('/');
      await expect(
        before.getByRole('heading', { name: 'Find Your Perfect Student Housing' }),
      ).toBeVisible();
      await expect(before.getByRole('link', { name: 'Browse Listings' })).toBeVisible();
      // The theme was applied before the first paint, by the inline script.
      await expect(before.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(nav(before).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
      const frame = await boxes(before, FRAME);

      const after = await context.newPage();
      await after.goto('/');
      // The real page: the session is known, so the navbar offers 'Sign In'.
      await expect(nav(after).getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await boxes(after, FRAME)).toEqual(frame);
      await context.close();
    });
  }

  for (const device of [
    { viewport: { width: 1280, height: 800 } },
    // Lighthouse's phone: a card that moves up as the app takes over becomes a late LCP.
    { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  ])
    test(`/listings shows its first cards before scripts, then the same cards in their place (${device.viewport.width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext(device);
      const before = await context.newPage();
      await withoutScripts(before);
      await before.goto('/listings');
      await expect(
        before.getByRole('heading', { name: /^Available Listings \(\d+\)$/ }),
      ).toBeVisible();
      const firstTitle = await before.getByRole('article').first().getAttribute('aria-label');
      await expect(before.getByRole('article').first().getByRole('img')).toHaveJSProperty(
        'complete',
        true,
      );
      const frame = await boxes(before, CARD_FRAME);

      const after = await context.newPage();
      const listRequests: string[] = [];
      after.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/listings') listRequests.push(r.url());
      });
      await after.goto('/listings');
      // The real card: its bookmark appears once the visitor is known.
      await expect(after.getByRole('button', { name: `Save ${firstTitle}` })).toBeVisible();
      await expect(after.getByRole('article').first()).toHaveAttribute('aria-label', firstTitle!);
      const real = await boxes(after, CARD_FRAME);
      expect(real.heading).toEqual(frame.heading);
      expect(real.brand).toEqual(frame.brand);
      // The first card stays where the server drew it, at its size (±1 px of rounding).
      for (const [i, value] of real.firstCard!.entries())
        expect(Math.abs(value - frame.firstCard![i]!)).toBeLessThanOrEqual(1);
      // The app used the download the page's preload started: the list was fetched once.
      expect(listRequests).toHaveLength(1);
      await context.close();
    });

  test('/listings with a sort shows its cards before scripts, then the same in their place', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const before = await context.newPage();
    await withoutScripts(before);
    await before.goto('/listings?sort=price-asc');
    await expect(before.getByRole('article').first()).toBeVisible();
    const frame = await boxes(before, { ...FRAME, firstCard: 'main article' });

    const after = await context.newPage();
    await after.goto('/listings?sort=price-asc');
    await expect(after.getByRole('article').first()).toBeVisible();
    const real = await boxes(after, { ...FRAME, firstCard: 'main article' });
    expect(real.heading).toEqual(frame.heading);
    for (const [i, value] of real.firstCard!.entries())
      expect(Math.abs(value - frame.firstCard![i]!)).toBeLessThanOrEqual(1);
    await context.close();
  });
});

test.describe('layout stability of /listings', () => {
  /** Sums the layout shifts Chromium reports from navigation until the cards and map are in. */
  async function cumulativeShift(page: Page, path: string) {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((s) => s.node?.nodeName ?? '?'),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const networkQuiet = trackNetworkQuiet(page);
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    await networkQuiet();
    // The photos of the first cards decode after the network is idle.
    await page.evaluate(() =>
      Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
    );
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`signed out, ${viewport.width}×${viewport.height}, ${scheme}: CLS ≤ 0.02`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport, colorScheme: scheme });
        const page = await context.newPage();
        const { total, shifts } = await cumulativeShift(page, '/listings');
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
        await context.close();
      });
    }
  }

  test('signed in, 1280×800: CLS ≤ 0.02', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(BEN.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(nav(page).getByRole('button', { name: BEN.name })).toBeVisible();

    const fresh = await context.newPage();
    const { total, shifts } = await cumulativeShift(fresh, '/listings');
    await expect(nav(fresh).getByRole('button', { name: BEN.name })).toBeVisible();
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    await context.close();
  });
});
