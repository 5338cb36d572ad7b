import { expect, test, type Page } from '@playwright/test';
import { postListing, signUpByApi } from '../support/api-listings';
import { ports } from '../support/site';

/*
 * A listing's page paints its content without JavaScript (shell/CONTEXT.md "Paint before
 * JavaScript", mf-listings/CONTEXT.md "Painted by the site server"): the site server renders it
 * with mf-listings' own published render — title, price, term, address, details, description —
 * escaped, with nothing the public details read does not carry (never the unit number),
 * and React takes over with the same layout, with and without a photo.
 */

const BASE = `http://localhost:${ports.shell}`;
const LISTER = 'Lena Lister';
// A title has at most 50 characters.
const HOSTILE = `Loft "><script>alert('t')</script>`;
const HOSTILE_TEXT = `Nice.</p><script>alert('d')</script><b>bold</b><img src=x onerror=alert('i')>`;
const DESCRIPTION =
  'Bright one-bedroom two blocks from campus. Quiet building, laundry in the basement, heat ' +
  'included.\nThe bus stops at the corner.';
const year = new Date().getFullYear() + 1;
const fields = (title: string, description = DESCRIPTION) => ({
  title,
  description,
  rent: 875,
  term: 'Fall' as const,
  startDate: `${year}-08-20`,
  endDate: `${year}-12-20`,
});

let token: string;
let email: string;
const ids: Record<'noPhoto' | 'tinyPhoto' | 'hostile', number> = {
  noPhoto: 0,
  tinyPhoto: 0,
  hostile: 0,
};

test.beforeAll(async ({ request }) => {
  email = `paint-${Date.now()}@example.com`;
  token = await signUpByApi(request, email, LISTER);
  // The unit number is the owner's alone: it must never reach a painted page.
  const extra = { aptnumber: '4B' };
  ids.noPhoto = await postListing(request, token, fields('Room, photo to come'), {
    photo: null,
    extra,
  });
  ids.tinyPhoto = await postListing(request, token, fields('Room with a tiny photo'), {
    photo: { width: 1, height: 1 },
    extra,
  });
  ids.hostile = await postListing(request, token, fields(HOSTILE, HOSTILE_TEXT), {
    photo: null,
    extra,
  });
});

// Other specs read the newest listings first: these must not outlive this file.
test.afterAll(async ({ request }) => {
  for (const id of Object.values(ids).filter(Boolean)) {
    const res = await request.delete(`${BASE}/api/listings/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(204);
  }
});

async function htmlOf(page: Page, id: number) {
  const res = await page.request.get(`${BASE}/listings/${id}`);
  expect(res.status()).toBe(200);
  return res.text();
}

test("the HTML holds the listing's content, escaped, never the unit number", async ({ page }) => {
  const html = await htmlOf(page, ids.noPhoto);
  expect(html).toMatch(/<h1[^>]*>Room, photo to come<\/h1>/);
  expect(html).toMatch(/\$875(<!-- -->)?\/month/);
  expect(html).toContain('Fall');
  expect(html).toContain('120 Langdon St, Madison, WI 53703');
  expect(html).toContain('<dt>Bedrooms</dt>');
  expect(html).toContain(DESCRIPTION);
  expect(html).not.toContain('Loading listing details...');
  // 'About the Lister' is part of the public details read: painted, so nothing moves under it.
  expect(html).toContain(LISTER);
  expect(html).toContain(email);
  for (const secret of ['4B', 'Unit 4B']) expect(html).not.toContain(secret);

  const hostile = await htmlOf(page, ids.hostile);
  expect(hostile).not.toContain("<script>alert('");
  expect(hostile).not.toContain('<img src=x');
  expect(hostile).not.toContain('<b>bold</b>');
  expect(hostile).toContain('&lt;script&gt;alert(&#x27;t&#x27;)&lt;/script&gt;');
});

test('a hostile title and description stay text, before and after JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const dialogs: string[] = [];
  for (const scripts of [false, true]) {
    const page = await context.newPage();
    page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
    if (!scripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`/listings/${ids.hostile}`);
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE })).toBeVisible();
    await expect(page.getByText(HOSTILE_TEXT)).toBeVisible();
    if (scripts) await expect(page.getByText(LISTER)).toBeVisible();
    await page.close();
  }
  expect(dialogs).toEqual([]);
  await context.close();
});

/** Where the page's parts are; rounded to whole pixels. */
async function boxes(page: Page) {
  const parts = {
    back: page.getByRole('link', { name: '← Back to Listings' }),
    title: page.getByRole('heading', { level: 1 }),
    details: page.getByRole('region', { name: 'Property Details' }),
    description: page.getByRole('region', { name: 'Description' }),
    lister: page.getByRole('region', { name: 'About the Lister' }),
  };
  const out: Record<string, number[]> = {};
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    out[name] = [box!.x, box!.y, box!.width, box!.height].map(Math.round);
  }
  return out;
}

for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  // Lighthouse's phone.
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
])
  for (const which of ['noPhoto', 'tinyPhoto'] as const)
    test(`${which === 'noPhoto' ? 'no photo' : 'a 1×1 photo'}, ${device.name}: painted before scripts, then the same page in place`, async ({
      browser,
    }) => {
      const { name: _name, ...options } = device;
      const context = await browser.newContext(options);
      const before = await context.newPage();
      await before.route(/\.js(\?|$)/, (route) => route.abort());
      await before.goto(`/listings/${ids[which]}`);
      await expect(before.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(before.getByText('The bus stops at the corner.')).toBeAttached();
      const painted = await boxes(before);

      const after = await context.newPage();
      await after.goto(`/listings/${ids[which]}`);
      // The app's own page: the save toggle is there once the visitor is known.
      await expect(after.getByRole('button', { name: 'Save Listing' })).toBeEnabled();
      const real = await boxes(after);
      for (const [part, box] of Object.entries(real))
        for (const [i, value] of box.entries())
          expect(Math.abs(value - painted[part]![i]!), `${part}[${i}]`).toBeLessThanOrEqual(1);
      await context.close();
    });
