// Bundle figures: what each app's dist/ holds, and what a cold page load actually fetches. The dist
// totals count every chunk, including each remote's fallback copies of the shared packages that
// never load next to the shell, so the cold-load figure is the one a user pays.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { trackNetworkQuiet } from './quiet.mjs';

// Level 9, as scripts/lib/static-server.mjs serves them.
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** JS and CSS of one build output (source maps and license files excluded); null when not built. */
export function distSizes(dir) {
  if (!existsSync(dir)) return null;
  const sizes = { jsFiles: 0, jsRaw: 0, jsGzip: 0, cssFiles: 0, cssRaw: 0, cssGzip: 0 };
  let newest = 0;
  for (const file of files(dir)) {
    const kind = { '.js': 'js', '.mjs': 'js', '.css': 'css' }[path.extname(file)];
    newest = Math.max(newest, statSync(file).mtimeMs);
    if (!kind) continue;
    const body = readFileSync(file);
    sizes[`${kind}Files`] += 1;
    sizes[`${kind}Raw`] += body.length;
    sizes[`${kind}Gzip`] += gzipSize(body);
  }
  return { ...sizes, builtAt: new Date(newest).toISOString() };
}

/**
 * Loads `url` in a fresh browser context (empty cache) and adds up the scripts it requested.
 * Bodies arrive decoded whatever the server's Content-Encoding, so they are gzipped here: the same
 * measure for the site and the reference.
 */
/** Lighthouse's mobile screen (Moto G Power): what a student's phone shows of a page. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ waitFor?: string, storageState?: import('playwright-core').BrowserContextOptions['storageState'], viewport?: { width: number, height: number } }} [options]
 */
export async function coldLoadScripts(browser, url, { waitFor, storageState, viewport } = {}) {
  const context = await browser.newContext({
    viewport: viewport ?? { width: 1440, height: 900 },
    ...(viewport === PHONE_VIEWPORT ? { isMobile: true, hasTouch: true } : {}),
    storageState,
  });
  const page = await context.newPage();
  // By URL: a script preloaded (federation preloadRemote) and then run is one download.
  const seen = new Set();
  const bodies = [];
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Not 'networkidle': a signed-in page keeps its live stream open, so it never comes (quiet.mjs).
  const networkQuiet = trackNetworkQuiet(page);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || seen.has(response.url())) return;
    seen.add(response.url());
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSize(body) }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(url, { timeout: 60_000 });
    await networkQuiet({ timeout: 60_000 });
    if (waitFor) {
      // Pages of a remote render after its manifest, entry and chunks arrived: wait for the content.
      await page
        .locator(waitFor)
        .first()
        .waitFor({ timeout: 30_000 })
        .catch((error) => {
          // The page's own error says more than the timeout.
          throw pageErrors.length ? new Error(`the page failed: ${pageErrors[0]}`) : error;
        });
      await networkQuiet();
    }
    const scripts = (await Promise.all(bodies)).filter(Boolean);
    const byOrigin = {};
    for (const s of scripts) {
      const origin = new URL(s.url).port || new URL(s.url).host;
      byOrigin[origin] = (byOrigin[origin] ?? 0) + s.gzip;
    }
    return {
      scripts: scripts.length,
      raw: scripts.reduce((n, s) => n + s.raw, 0),
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
      byOrigin,
    };
  } finally {
    await context.close();
  }
}

/**
 * Signs a demo user in (the seeded Alice) through the sign-in dialog and returns the context's
 * storage (the Firebase session lives in IndexedDB), for cold loads of a signed-in visitor.
 */
export async function signedInState(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { timeout: 60_000 });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('alice@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('sublease-demo');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await nav.getByRole('button', { name: 'Alice Johnson' }).waitFor({ timeout: 30_000 });
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
