// "Paint → first working tap" on an emulated phone (bench/README.md "7. The first tap"): a painted
// control that does nothing until the app's code has run is a lost tap. Chromium at 4× CPU
// slow-down, 1.6 Mbit/s down, 750 kbit/s up and 150 ms round trips (Lighthouse's slow 4G), a phone's
// touch screen, a fresh context per load (nothing cached). From the first contentful paint on, the
// control is tapped again and again, each tap once the page has handled the previous one; the
// figure is the time from that paint to the moment a tap got its answer on screen (the conservative
// end: a tap the main thread held back counts until it was answered), with the taps lost before.
// Its page.evaluate callbacks run in the browser: the DOM types.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * @typedef {Window & { __tapAnswered?: number, __paintedHeld?: boolean, __appTook?: number }} TapWindow
 *   when the control answered; whether the page painted controls that wait for the app, and when
 *   the last of them became the app's (page clock)
 */
import { PHONE_VIEWPORT } from './bundle.mjs';
import { ms, table } from './report.mjs';
import { CPU_SLOWDOWN } from './town.mjs';

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = {
  viewport: PHONE_VIEWPORT,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const FIRST_TAP_GOAL_MS = 1500;
const GIVE_UP_MS = 60_000;

/**
 * Installed before the page's own scripts: notes the page-clock time the control first showed its
 * answer — `expanded` (the button's aria-expanded turned true) or `dialog` (a dialog opened).
 * @param {{ name: string, answer: 'expanded' | 'dialog' }} control
 */
function watchAnswer({ name, answer }) {
  const answered = () => {
    // A dialog opened: a script's (inserted with its role) or a painted `<dialog>` shown.
    if (answer === 'dialog')
      return document.querySelector('[role="dialog"], dialog[open]') !== null;
    return [...document.querySelectorAll('button[aria-expanded="true"]')].some(
      (b) => (b.textContent ?? '').trim().startsWith(name) || b.getAttribute('aria-label') === name,
    );
  };
  const w = /** @type {TapWindow} */ (window);
  new MutationObserver((_, observer) => {
    const held = document.querySelector('[data-painted-disabled]') !== null;
    if (held) w.__paintedHeld = true;
    else if (w.__paintedHeld && w.__appTook === undefined) w.__appTook = performance.now();
    if (w.__tapAnswered === undefined && answered()) w.__tapAnswered = performance.now();
    if (w.__tapAnswered !== undefined && w.__appTook !== undefined) observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Paint → the page's painted controls enabled, just before hydration (null: the page painted none
 * disabled, as the React hello page).
 * @param {import('playwright-core').Page} page
 * @param {number} paint
 */
async function appTook(page, paint) {
  const held = await page.evaluate(() => /** @type {TapWindow} */ (window).__paintedHeld ?? false);
  if (!held) return null;
  const took = await page.waitForFunction(() => /** @type {TapWindow} */ (window).__appTook, null, {
    timeout: GIVE_UP_MS,
  });
  return /** @type {number} */ (await took.jsonValue()) - paint;
}

/**
 * One cold load of `url` on the emulated phone; the paint, the answered tap and the taps lost.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ name: string, answer: 'expanded' | 'dialog' }} control
 */
async function oneLoad(browser, url, control) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchAnswer, control);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const started = Date.now();
    /** @type {number | null} */
    let paint = null;
    let taps = 0;
    while (Date.now() - started < GIVE_UP_MS) {
      const state = await page.evaluate((name) => {
        // The control's centre when it is on the page (named by its text or its aria-label).
        const button = [...document.querySelectorAll('button')].find(
          (b) =>
            (b.textContent ?? '').trim().startsWith(name) || b.getAttribute('aria-label') === name,
        );
        const box = button?.getBoundingClientRect();
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          answered: /** @type {TapWindow} */ (window).__tapAnswered ?? null,
          at: box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null,
        };
      }, control.name);
      paint ??= state.paint;
      if (state.answered !== null && paint !== null) {
        const at = paint;
        return {
          paintMs: paint,
          tapMs: state.answered - paint,
          lostTaps: taps - 1,
          appMs: await appTook(page, at),
        };
      }
      if (paint === null || state.at === null) {
        await page.waitForTimeout(50);
        continue;
      }
      // Resolves once the renderer has handled the touch: the next look sees its effect.
      await page.touchscreen.tap(state.at.x, state.at.y);
      taps += 1;
    }
    throw new Error(`no tap on '${control.name}' answered within ${GIVE_UP_MS / 1000} s`);
  } finally {
    await context.close();
  }
}

/**
 * The median of `runs` loads per page, the React hello page (its 'Open' button) first.
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string,
 *   refs: { react: string | null }, listingId: string, runs: number,
 *   log: (line: string) => void }} options
 */
export async function firstTapBench({ browser, baseUrl, refs, listingId, runs, log }) {
  /** @type {[string, string | null, { name: string, answer: 'expanded' | 'dialog' }][]} */
  const pages = [
    ['reference: React 19 hello', refs.react, { name: 'Open', answer: 'expanded' }],
    // On a phone the filters (Term first) are in a sheet the 'Filters' button opens.
    ['/listings (Filters)', `${baseUrl}/listings`, { name: 'Filters', answer: 'dialog' }],
    [
      'a listing (Save Listing)',
      `${baseUrl}/listings/${encodeURIComponent(listingId)}`,
      { name: 'Save Listing', answer: 'dialog' },
    ],
    ['/ (Menu)', `${baseUrl}/`, { name: 'Menu', answer: 'expanded' }],
  ];
  const rows = [];
  for (const [page, url, control] of pages) {
    if (!url) continue;
    log(`  first tap: ${page}`);
    try {
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await oneLoad(browser, url, control));
      loads.sort((a, b) => a.tapMs - b.tapMs);
      rows.push({ page, ...loads[Math.floor(loads.length / 2)], runs });
    } catch (error) {
      rows.push({ page, error: /** @type {Error} */ (error).message.split('\n')[0] });
    }
  }
  return { rows, goalMs: FIRST_TAP_GOAL_MS, cpu: CPU_SLOWDOWN };
}

/** The section's Markdown (render.mjs). */
export function renderFirstTap(/** @type {Awaited<ReturnType<typeof firstTapBench>>} */ t) {
  return [
    table(
      [
        'page (control)',
        'first paint',
        'paint → first working tap',
        'taps lost',
        'paint → painted controls enabled',
        'loads',
      ],
      t.rows.map((r) =>
        'error' in r
          ? [r.page, '', `failed: ${r.error}`, '', '', '']
          : [
              r.page,
              ms(r.paintMs),
              ms(r.tapMs),
              r.lostTaps,
              r.appMs === null ? '' : ms(r.appMs),
              r.runs,
            ],
      ),
    ),
    '',
    `Phone emulated at ${t.cpu}× CPU, 1.6 Mbit/s, 150 ms RTT, nothing cached; median load. ` +
      `Goal: paint → first working tap ≤ ${ms(t.goalMs)}. 'Painted controls enabled', from the same ` +
      'load: when the page enables the controls it painted disabled (just before hydration starts; ' +
      'a tap then waits for React to hydrate what it lands on). A button the browser answers ' +
      "alone (the painted Filters sheet's) works before.",
  ].join('\n');
}
