import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import budgets from '../../bench/first-load-budgets.json' with { type: 'json' };
import { trackPageErrors } from '../support/site';
import { trackNetworkQuiet } from '../support/quiet';

// The regression guard of first-load JavaScript (fast on a student's phone): the JavaScript a cold
// load (empty HTTP cache) of each first screen downloads, gzip -9 as scripts/lib/static-server.mjs
// sends it, must stay within bench/first-load-budgets.json, signed out and signed in. A size check
// of the production build, not a timing: the same build gives the same bytes on any machine.
// Signed in has budgets of its own: the Firebase Auth SDK (about 33 KB) is the fixed cost of
// restoring a session, on top of the signed-out goals.

type PageName = keyof typeof budgets.budgetsKb;
const KB = 1024;
const DEMO = { email: 'alice@example.com', password: 'sublease-demo', name: 'Alice Johnson' };

interface Load {
  scripts: number;
  gzip: number;
  byServer: Record<string, number>;
  /** Scripts downloaded under two names with the same code (e.g. a shared package's fallback). */
  twice: string[];
}

/** The code of a script without the lines that name its own file (licence note, source map). */
const codeOf = (body: Buffer) =>
  body
    .toString('utf8')
    .replace(/^\/\*! For license information please see [^*]*\*\//, '')
    .replace(/\/\/# sourceMappingURL=\S+\s*$/, '');

/** Opens `path` in a fresh context (empty cache, optional signed-in storage) and sums its scripts. */
async function coldLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
  screen: Screen = SCREENS[0]!,
): Promise<Load> {
  const context = await browser.newContext({ baseURL, storageState, ...screen.context });
  const page = await context.newPage();
  // Signed in, the live stream stays open (it is part of the page): quiet means every other request.
  const networkQuiet = trackNetworkQuiet(page);
  const errors = trackPageErrors(page);
  // By URL: a preloaded script that is then executed is one download.
  const bodies = new Map<string, Promise<{ url: string; gzip: number; code: string } | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response
        .body()
        .then((body) => ({
          url: response.url(),
          gzip: gzipSync(body, { level: 9 }).length,
          code: codeOf(body),
        }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(path);
    await ready(page);
    await networkQuiet();
    expect(errors, `page errors on ${path}`).toEqual([]);
    const scripts = (await Promise.all(bodies.values())).filter((s) => s !== null);
    const byServer: Record<string, number> = {};
    for (const s of scripts) {
      const port = new URL(s.url).port;
      byServer[port] = (byServer[port] ?? 0) + s.gzip;
    }
    const byCode = new Map<string, string>();
    const twice: string[] = [];
    for (const s of scripts) {
      const first = byCode.get(s.code);
      if (first) twice.push(`${first} = ${s.url}`);
      else byCode.set(s.code, s.url);
    }
    return {
      scripts: scripts.length,
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
      byServer,
      twice,
    };
  } finally {
    await context.close();
  }
}

/**
 * Measured on a desktop screen and on a phone's (Lighthouse's mobile screen, touch), each against
 * its own budgets: on a phone the listings pages load no map library until the map is opened.
 */
interface Screen {
  name: 'desktop' | 'phone';
  budgets: Record<PageName, number>;
  signedInBudgets: Record<PageName, number>;
  context: Parameters<Browser['newContext']>[0];
}
const SCREENS: Screen[] = [
  {
    name: 'desktop',
    budgets: budgets.budgetsKb,
    signedInBudgets: budgets.signedInBudgetsKb,
    context: {},
  },
  {
    name: 'phone',
    budgets: budgets.phoneBudgetsKb,
    signedInBudgets: budgets.signedInPhoneBudgetsKb,
    context: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  },
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test.describe('first-load JavaScript stays within its budget', () => {
  test.describe.configure({ mode: 'serial' });

  for (const signedIn of [false, true]) {
    test(signedIn ? 'signed in' : 'signed out', async ({ browser, baseURL, request }) => {
      test.setTimeout(180_000);
      const base = baseURL!;
      const listings = (await (await request.get('/api/listings')).json()) as {
        listingID: number | string;
      }[];
      expect(listings.length, 'the seeded listings').toBeGreaterThan(0);

      let storageState;
      if (signedIn) {
        // Sign in once, then measure in new contexts that carry only the session (IndexedDB).
        const context = await browser.newContext({ baseURL: base });
        const page = await context.newPage();
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: 'Main' }).first();
        await nav.getByRole('button', { name: 'Sign In' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Email').fill(DEMO.email);
        await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
        await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
        await expect(nav.getByRole('button', { name: DEMO.name })).toBeVisible();
        storageState = await context.storageState({ indexedDB: true });
        await context.close();
      }
      const account = (page: Page) =>
        expect(
          page
            .getByRole('navigation', { name: 'Main' })
            .first()
            .getByRole('button', { name: signedIn ? DEMO.name : 'Sign In' }),
        ).toBeVisible();

      const pages: { name: PageName; path: string; ready: (page: Page) => Promise<void> }[] = [
        {
          name: '/',
          path: '/',
          ready: async (page) => {
            await expect(heading(page)).toBeVisible({ timeout: 45_000 });
            await account(page);
          },
        },
        {
          name: '/listings',
          path: '/listings',
          ready: async (page) => {
            await expect(page.getByRole('article').first()).toBeVisible({ timeout: 45_000 });
            await account(page);
          },
        },
        {
          name: 'listing',
          path: `/listings/${listings[0]!.listingID}`,
          ready: async (page) => {
            await expect(heading(page)).toBeVisible({ timeout: 45_000 });
            await account(page);
          },
        },
      ];

      const over: string[] = [];
      for (const screen of SCREENS)
        for (const p of pages) {
          const load = await coldLoad(browser, base, p.path, p.ready, storageState, screen);
          const kb = load.gzip / KB;
          const budget = (signedIn ? screen.signedInBudgets : screen.budgets)[p.name];
          const goal = (signedIn ? budgets.signedInGoalsKb : budgets.goalsKb)[p.name];
          const servers = Object.entries(load.byServer)
            .map(([port, bytes]) => `:${port} ${(bytes / KB).toFixed(1)}`)
            .join(', ');
          console.info(
            `first load ${p.path.padEnd(14)} ${screen.name.padEnd(7)} ${signedIn ? 'signed in ' : 'signed out'} ` +
              `${kb.toFixed(1)} KB gzip in ${load.scripts} scripts (budget ${budget}, goal ` +
              `${goal}) — ${servers}`,
          );
          // A page that loads (almost) nothing did not work: never a silent pass.
          expect(kb, `${p.path}: less JS than React DOM alone`).toBeGreaterThan(budgets.floorKb);
          if (p.name !== '/') {
            const remote = Object.keys(load.byServer).some((port) => port !== new URL(base).port);
            expect(remote, `${p.path}: no script from the listings remote`).toBe(true);
          }
          // Every byte counts once: the same code under a second name is a wasted download.
          expect(load.twice, `${p.path}: the same script downloaded twice`).toEqual([]);
          if (kb > budget)
            over.push(`${p.path} (${screen.name}): ${kb.toFixed(1)} KB > ${budget} KB`);
        }
      expect(over, 'first-load JavaScript over budget (bench/first-load-budgets.json)').toEqual([]);
    });
  }
});
