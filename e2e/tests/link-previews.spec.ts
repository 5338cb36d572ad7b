import { expect, test, type APIRequestContext } from '@playwright/test';
import { postListing, signUpByApi } from '../support/api-listings';
import { jpegSize } from '../support/jpeg';
import { ports } from '../support/site';

/*
 * Link previews (docs/decisions/0036-link-previews.md): what a crawler that runs no JavaScript
 * reads in
 * a page's head, and the images it then fetches; and 'Share' on a listing's page.
 */

const BASE = `http://localhost:${ports.shell}`;
const SITE = 'Madison Subleases';

/** The head's tags as a crawler reads them: `og:title` → its content (entities decoded). */
async function headOf(request: APIRequestContext, path: string) {
  const res = await request.get(`${BASE}${path}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:property|name)="?([\w:]+)"? content="([^"]*)"/g)) {
    tags[m[1]!] = decode(m[2]!);
  }
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1] ?? null;
  const title = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  return { head, tags, canonical, title };
}

async function expectJpeg1200x630(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  expect(jpegSize(await res.body())).toEqual({ width: 1200, height: 630 });
  return res;
}

let listingId: number;
let token: string;
const HOSTILE = `Cozy room "><script>alert('x')</script> & more`;

test.beforeAll(async ({ request }) => {
  token = await signUpByApi(request, `previews-${Date.now()}@example.com`, 'Pia Preview');
  const year = new Date().getFullYear() + 1;
  listingId = await postListing(request, token, {
    title: HOSTILE,
    description: 'A room for a link preview',
    rent: 850,
    term: 'Fall',
    startDate: `${year}-08-20`,
    endDate: `${year}-12-20`,
  });
});

// The newest listing is what other specs read first (paint.spec compares its title in the HTML):
// the hostile one must not outlive this file.
test.afterAll(async ({ request }) => {
  if (!listingId) return;
  const res = await request.delete(`${BASE}/api/listings/${listingId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(204);
});

test.describe('a crawler without JavaScript', () => {
  test("reads a listing's title, summary, share card and canonical URL", async ({ request }) => {
    const { tags, canonical, title, head } = await headOf(request, `/listings/${listingId}`);
    const url = `${BASE}/listings/${listingId}`;
    expect(title).toBe(`${HOSTILE} · ${SITE}`);
    expect(tags['og:title']).toBe(HOSTILE);
    expect(tags['og:description']).toBe('$850/month · Fall · 1 bedroom');
    expect(tags.description).toBe('$850/month · Fall · 1 bedroom');
    expect(tags['og:type']).toBe('article');
    expect(tags['og:site_name']).toBe(SITE);
    expect(tags['og:url']).toBe(url);
    expect(canonical).toBe(url);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:image']).toBe(`${BASE}/api/listings/${listingId}/share-image.jpg`);
    expect(tags['og:image:type']).toBe('image/jpeg');
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
    expect(tags['og:image:alt']).toBe(`Photo of ${HOSTILE}`);
    // The hostile title is text in the head, never markup.
    expect(head).not.toContain("<script>alert('x')</script>");
    const image = await expectJpeg1200x630(request, tags['og:image']!);
    expect(image.headers()['cache-control']).toContain('public');
  });

  test('reads the site preview on / and /listings', async ({ request }) => {
    const home = await headOf(request, '/');
    expect(home.tags['og:title']).toBe(SITE);
    expect(home.tags['og:url']).toBe(`${BASE}/`);
    expect(home.tags['og:description']).toBe(home.tags.description);
    expect(home.tags['twitter:card']).toBe('summary_large_image');
    const listings = await headOf(request, '/listings');
    expect(listings.title).toBe(`Listings · ${SITE}`);
    expect(listings.tags['og:url']).toBe(`${BASE}/listings`);
    expect(listings.canonical).toBe(`${BASE}/listings`);
    for (const page of [home, listings]) {
      expect(page.tags['og:type']).toBe('website');
      expect(page.tags['og:image']).toBe(`${BASE}/share-card.jpg`);
      await expectJpeg1200x630(request, page.tags['og:image']!);
    }
  });

  test("reads the site's preview, not indexed, for a listing that is not there", async ({
    request,
  }) => {
    const missing = await headOf(request, '/listings/999999');
    expect(missing.tags['og:title']).toBe(SITE);
    expect(missing.tags.robots).toBe('noindex');
    expect(missing.canonical).toBeNull();
    expect((await request.get(`${BASE}/api/listings/999999/share-image.jpg`)).status()).toBe(404);
  });

  test('never writes an unknown Host into the page', async ({ request }) => {
    const res = await request.get(`${BASE}/listings/${listingId}`, {
      headers: { host: 'evil.example' },
    });
    const html = await res.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`content="http://localhost:${ports.shell}/listings/${listingId}"`);
  });
});

test.describe('Share on a listing page', () => {
  test('copies the link where there is no share sheet, and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
    await page.goto(`/listings/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE })).toBeVisible();
    // Desktop Chromium has no share sheet: the fallback is what runs.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${BASE}/listings/${listingId}`,
    );
  });
});
