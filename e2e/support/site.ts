import type { Page } from '@playwright/test';

/** Debian's Chromium (`apt-get install chromium`); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const offset = Number.parseInt(process.env.PORT_OFFSET ?? '0', 10) || 0;

/** The ports of scripts/start.mjs (scripts/lib/app-config.mjs), moved by PORT_OFFSET. */
export const ports = {
  offset,
  shell: 3000 + offset,
  mf_listings: 3001 + offset,
  mf_create: 3002 + offset,
  mf_messaging: 3003 + offset,
  mf_profile: 3004 + offset,
  /** The remotes' releases (scripts/lib/releases.mjs). */
  releases: 3005 + offset,
  api: 8080 + offset,
  auth: 9099 + offset,
  /** The mail catcher's web inbox and REST API (scripts/lib/mail-catcher.mjs). */
  mail: 1080 + offset,
  /** The local Web Push service (PUSH_TEST_SERVICE=1, scripts/start.mjs). */
  pushTest: 8060 + offset,
};

export type RemoteName = 'mf_listings' | 'mf_create' | 'mf_messaging' | 'mf_profile';

/** Matches the URL of a remote's manifest as /app-config.json names it by default. */
export const manifestUrl = (remote: RemoteName) =>
  new RegExp(`:${ports[remote]}/mf-manifest\\.json$`);

/** The in-page message of shell/src/app/remote-page.tsx. */
export const REMOTE_FAILURE_TITLE = 'This page could not be loaded';

/**
 * Waits until the app has taken the page over: a painted page's controls are disabled until React
 * hydrates them (the site server marks them `data-painted-disabled`), and a pointer or key event
 * before that is not the app's. Use it before hovering or typing on a painted page; a click or a
 * fill waits for an enabled control by itself.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.querySelector('[data-painted-disabled]') === null);
}

/**
 * Collects what says React did not hydrate a painted page as it was (the shell's report, or
 * React's own hydration messages); assert it is empty once the page has run.
 */
export function trackHydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error') return;
    if (/painted page was rendered again|hydrat|react\.dev\/errors\/4(18|19|2[0-9])/i.test(text))
      errors.push(text.slice(0, 500));
  });
  return errors;
}

/** Collects uncaught page errors; assert `errors` is empty at the end of a test. */
export function trackPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/**
 * Loads `path` with the app's scripts held back until `painted` has run on the painted page (a
 * visitor acting before the app has), then lets them run.
 */
export async function loadHeldBack(page: Page, path: string, painted: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('#root main').waitFor();
  await painted();
  release();
}
