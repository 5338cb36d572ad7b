import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseCli as release } from '../support/releases';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import {
  ports,
  REMOTE_FAILURE_TITLE,
  trackHydrationErrors,
  trackPageErrors,
} from '../support/site';

// Releases: release one remote while the site runs, and roll it back; the shell is neither
// rebuilt nor restarted. The site serves the releases of E2E_RELEASES_DIR (playwright.config.ts).
//
// Release A is mf-listings' real build. Release B is a copy of it whose listings heading carries a
// marker (edited in its chunks): a different build without spending two minutes on another webpack
// run. Its chunk names keep A's content hashes, which is harmless here because every release lives
// at its own URLs (nothing of B is ever cached under A's paths).

const ROOT = path.resolve(import.meta.dirname, '../..');
const MARKER = 'Available Listings — release B';
const DETAILS = 'Property Details';
const DETAILS_B = 'Property Details — release B';
const run = Date.now().toString(36);
const A = `a-${run}`;
const B = `b-${run}`;

/**
 * mf-listings' build with the heading of its listings page changed, and a listing page whose
 * 'Property Details' section is renamed: in the browser's chunks and in the server render the
 * release carries (dist/server), which the site server paints a listing's page with.
 */
function buildB() {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-b-'));
  cpSync(path.join(ROOT, 'mf-listings/dist'), dir, { recursive: true });
  const edit = (folder: string, suffix: string, from: string, to: string) => {
    let edited = 0;
    for (const name of readdirSync(folder).filter((n) => n.endsWith(suffix))) {
      const file = path.join(folder, name);
      const code = readFileSync(file, 'utf8');
      if (!code.includes(from)) continue;
      writeFileSync(file, code.replaceAll(from, to));
      edited++;
    }
    return edited;
  };
  expect(edit(dir, '.js', 'Available Listings', MARKER), 'the heading').toBeGreaterThan(0);
  expect(edit(dir, '.js', DETAILS, DETAILS_B), "the detail page's chunk").toBeGreaterThan(0);
  const server = path.join(dir, 'server');
  expect(edit(server, '.cjs', DETAILS, DETAILS_B), 'the server render').toBe(1);
  expect(edit(server, '.cjs', 'Available Listings', MARKER), "the server render's list").toBe(1);
  return dir;
}

/** The HTML the site server sends for a page of mf-listings (no JavaScript runs). */
async function painted(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Rendered with mf-listings' own page, for the browser to hydrate: not the shell's frame.
  expect(html).toMatch(/data-rendered-page="mf_listings\//);
  return html;
}
const paintedListing = (request: APIRequestContext, id: string) =>
  painted(request, `/listings/${id}`);

/** A fresh page load of /listings: which release of mf-listings it ran, and the heading it shows. */
async function loadListings(page: Page) {
  const fromReleases: string[] = [];
  // Leave the page before counting: a late answer to the previous page (a chunk it prefetched)
  // must not count as this load's.
  await page.goto('about:blank');
  const seen = (res: Response) => {
    if (res.url().startsWith(`http://localhost:${ports.releases}/`)) fromReleases.push(res.url());
  };
  page.on('response', seen);
  await page.goto('/listings');
  await expect(page.getByRole('search', { name: 'Filter listings' })).toBeVisible();
  // The painted page has the filters too: the app has run once the navbar knows the session.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/\(\d+\)$/);
  await expect(page.getByText(REMOTE_FAILURE_TITLE)).toHaveCount(0);
  page.off('response', seen);
  const versions = new Set(fromReleases.map((url) => url.split('/')[4]));
  return { heading: await heading.textContent(), versions: [...versions] };
}

test.describe('releasing one remote', () => {
  let bDir = '';
  test.afterAll(() => {
    if (bDir) rmSync(bDir, { recursive: true, force: true });
    // Leave the site serving mf-listings' own build, whatever happened above.
    for (let i = 0; i < 3; i++) {
      try {
        release('rollback', 'mf-listings');
      } catch {
        break;
      }
    }
  });

  test('release B while the site runs, a fresh load shows B, roll back, it shows A', async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    const mismatches = trackHydrationErrors(page);
    const listings = (await (await request.get('/api/listings')).json()) as {
      listingID: number | string;
    }[];
    const id = String(listings[0]!.listingID);
    expect(release('release', 'mf-listings', '--version', A)).toContain('the site now serves it');
    expect(await paintedListing(request, id)).not.toContain(DETAILS_B);
    const a = await loadListings(page);
    expect(a.versions).toEqual([A]);
    expect(a.heading).toMatch(/^Available Listings \(\d+\)$/);

    bDir = buildB();
    expect(release('release', 'mf-listings', '--version', B, '--from', bDir)).toContain(
      `(before: ${A})`,
    );
    // The list as painted (before any JavaScript) is release B's, which the browser then hydrates.
    expect(await painted(request, '/listings')).toMatch(/>Available Listings — release B \(/);
    const b = await loadListings(page);
    expect(b.versions).toEqual([B]);
    expect(b.heading).toMatch(/^Available Listings — release B \(\d+\)$/);
    // The painted markup comes from the release the browser runs: at once, with no restart.
    expect(await paintedListing(request, id)).toContain(`>${DETAILS_B}</h2>`);
    await page.goto(`/listings/${id}`);
    await expect(page.getByRole('region', { name: DETAILS_B })).toBeVisible();

    // A release is served as a remote is: manifest and entry revalidated, hashed chunks for a year.
    const manifestUrl = `http://localhost:${ports.releases}/mf-listings/${B}/mf-manifest.json`;
    const manifest = await request.get(manifestUrl);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const entry = await request.get(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'));
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const chunk = readdirSync(bDir).find((n) => /\.[0-9a-f]{10}\.js$/.test(n));
    const hashed = await request.get(manifestUrl.replace('mf-manifest.json', chunk!));
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    expect(release('rollback', 'mf-listings')).toContain(`rolled back from ${B} to ${A}`);
    const back = await loadListings(page);
    expect(back.versions).toEqual([A]);
    expect(back.heading).toMatch(/^Available Listings \(\d+\)$/);
    expect(await paintedListing(request, id)).not.toContain(DETAILS_B);
    expect(await painted(request, '/listings')).not.toContain(MARKER);

    // And once more: no release left, the remote's own server again.
    expect(release('rollback', 'mf-listings')).toContain('its own build (no release left)');
    const own = await loadListings(page);
    expect(own.versions).toEqual([]);
    expect(own.heading).toMatch(/^Available Listings \(\d+\)$/);
    expect(errors).toEqual([]);
    expect(mismatches).toEqual([]);
  });
});
