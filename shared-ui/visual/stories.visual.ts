import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { variantBase } from './variant';

/*
 * One test per story of the built Storybook (its index.json), each story seen at 375 px and at
 * 1280 px, light and dark, unless the story fixes its theme or viewport itself (the `dark()`,
 * `phone()`, `desktop()` variants of shared-api/mocks): then only its own. The picture is the
 * story root plus whatever it portals to <body> (dialogs, sheets, toasts), not the whole window.
 * A variant that only adds globals to another story of its file (`dark(Filled)`) takes no picture:
 * its base story already takes the same look in that theme and size (variant.ts).
 *
 * Every picture is a fresh load of the story at its window size with its theme given as a
 * Storybook global in the URL: the story renders and plays once, already in its theme, and is
 * painted once. (Switching the theme or the size on a story already painted repainted only part
 * of it, and the round edges of the repainted part came out a few pixels different.)
 *
 * What makes a picture the same on every run (each one a flake met and fixed, never retried):
 * - no motion: a stylesheet in the page before any other (FREEZE) ends every CSS animation and
 *   transition at once (a spinner stands still at its start), reduced motion on, caret hidden;
 * - one fixed clock (FIXED_NOW) in the page, so the mock data and every 'x minutes ago' agree;
 * - the story's play function done (Storybook's render phase 'finished'), then fonts and every
 *   image loaded and decoded, lazy ones included;
 * - no host but the Storybook server resolves (map tiles fail at once, the same way every time);
 * - Chromium rasterizes whole tiles in sRGB (the config's flags);
 * - axe is off here (`a11y.manual`): `pnpm test:storybook` runs it; here it only costs time.
 */

type Entry = { type: string; id: string; title: string; name: string };
type Viewport = 'phone' | 'desktop';
type Theme = 'light' | 'dark';
type StoryGlobals = { theme?: Theme; viewport?: { value?: string } };
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id: string;
      phase?: string;
      story?: {
        storyGlobals?: StoryGlobals;
        parameters?: { visual?: { mask?: string[]; hide?: string[] } };
      };
    };
  };
};

/** Every picture name taken, one a line, for run.mjs to find baselines no story uses any more. */
const PICTURES = new URL('./results/pictures.txt', import.meta.url);

const FIXED_NOW = new Date('2026-03-14T15:00:00-05:00');
const SIZES: Record<Viewport, { width: number; height: number }> = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
};
const THEMES: Theme[] = ['light', 'dark'];

/**
 * In the page before its own styles, winning over theirs: `:not(#\\#)` weighs as an id, more than
 * any class (the spinner's reduced-motion pulse is `!important` on a class). A finite animation
 * jumps to its end (a fade-in is shown faded in), an infinite one stands at its first frame.
 */
const FREEZE = `<style>
*:not(#\\#), *:not(#\\#)::before, *:not(#\\#)::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important; transition: none !important;
  scroll-behavior: auto !important; caret-color: transparent !important;
}
</style>`;

const index = readStoryIndex();

/**
 * A browser context of its own for each story, so a renderer process of its own: what a story's
 * pictures look like must not depend on which stories the same worker showed before. (One page per
 * worker left Chromium's raster caches warm from other stories, and the blurred edges of a box
 * shadow over a dialog's overlay came out a level lighter or darker depending on the run's order.)
 * Each picture is then a fresh load of iframe.html in that context.
 */
const test = base.extend<{ storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'America/Chicago',
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.route('**/iframe.html?*', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<head>', `<head>${FREEZE}`);
        await route.fulfill({ response, body: html });
      });
      await use(page);
      await context.close();
    },
    { scope: 'test' },
  ],
});

for (const story of index) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    // The first load (light, desktop) also tells whether the story fixes its theme or viewport.
    const own = await load(page, story.id, 'desktop');
    const base = await variantBase(page, story.id);
    if (base) {
      test.info().annotations.push({ type: 'pictures', description: `taken by ${base}` });
      return;
    }
    const viewports: Viewport[] = own.viewport ? [own.viewport] : ['desktop', 'phone'];
    const themes: Theme[] = own.theme ? [own.theme] : THEMES;
    let loaded: string | undefined = `${own.theme ?? 'light'}-desktop`;
    for (const theme of themes) {
      for (const viewport of viewports) {
        if (loaded !== `${theme}-${viewport}`) {
          await load(page, story.id, viewport, own.theme ? undefined : theme);
        }
        loaded = undefined;
        await settle(page);
        // `parameters.visual.hide`: made invisible for the picture, shadows included, without
        // painting a box over what lies above it (a mask would cover a dialog over the map too).
        if (own.hide.length > 0) {
          await page.addStyleTag({
            content: `${own.hide.join(', ')} { visibility: hidden !important; }`,
          });
        }
        const picture = `${story.id}--${theme}-${viewport}.png`;
        mkdirSync(new URL('.', PICTURES), { recursive: true });
        appendFileSync(PICTURES, `${picture}\n`);
        await expect(page).toHaveScreenshot(picture, {
          clip: await storyBox(page),
          fullPage: true,
          // Leaflet's map is painted over: with no tiles to show it still repaints the corners of
          // its panes from frame to frame (the listings page's pictures were never the same twice).
          // Its controls and markers are Leaflet's; the map journeys of e2e look at them.
          // A story may mask more (`parameters.visual.mask`, selectors): only what was seen to
          // differ between runs with no cause left to fix, never what the story is about.
          mask: ['.leaflet-container', ...own.mask].map((selector) => page.locator(selector)),
        });
      }
    }
  });
}

function readStoryIndex(): Entry[] {
  const folder = process.env.STORYBOOK_STATIC;
  const file = folder
    ? `${folder}/index.json`
    : new URL('../storybook-static/index.json', import.meta.url);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      'No built Storybook: run `pnpm test:visual` (it builds) or `pnpm build-storybook`.',
    );
  }
  const entries = Object.values((JSON.parse(text) as { entries: Record<string, Entry> }).entries);
  return entries.filter((entry) => entry.type === 'story');
}

const DONE = ['finished', 'errored', 'aborted'];

/**
 * A fresh page (no state left by another story or picture) at the viewport's size, the story
 * rendered in the given theme (a Storybook global, so the theme decorator sets it before the
 * story paints) and played; returns the theme and viewport the story fixes, if any.
 */
async function load(page: Page, id: string, viewport: Viewport, theme?: Theme) {
  await page.setViewportSize(SIZES[viewport]);
  const globals = ['a11y.manual:!true', ...(theme ? [`theme:${theme}`] : [])].join(';');
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  await page.waitForFunction(
    ([storyId, done]) => {
      const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return current?.id === storyId && done.includes(current.phase ?? '');
    },
    [id, DONE] as const,
  );
  const {
    phase,
    globals: own,
    mask,
    hide,
  } = await page.evaluate(() => {
    const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return {
      phase: current?.phase,
      globals: current?.story?.storyGlobals ?? {},
      mask: current?.story?.parameters?.visual?.mask ?? [],
      hide: current?.story?.parameters?.visual?.hide ?? [],
    };
  });
  expect(phase, `story ${id} failed to render or play: open it in pnpm storybook`).toBe('finished');
  const value = own.viewport?.value;
  return {
    theme: own.theme,
    viewport: value === 'phone' || value === 'desktop' ? (value as Viewport) : undefined,
    mask,
    hide,
  };
}

/** Fonts loaded and every picture decoded, lazy ones too (a full-page picture shows them all). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // Two frames: what the last image or font changed is laid out and painted.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
}

/**
 * The story root and what it portals to <body>, in page coordinates, within the page's width and
 * at most two windows tall: a page of 400 listings repeats one card; its first two screens show
 * the layout, and the picture stays small and quick to take.
 */
async function storyBox(page: Page) {
  // Polled, not read once: a dialog whose code loads on demand opens a moment after the play ends.
  const handle = page.waitForFunction(
    () => {
      const root = document.getElementById('storybook-root');
      if (!root) throw new Error('no #storybook-root');
      const own = (el: Element) =>
        el === root ||
        !(
          el.id.startsWith('storybook-') ||
          /(^| )sb-/.test(el.className) ||
          el.tagName === 'SCRIPT'
        );
      const boxes: DOMRect[] = [root.getBoundingClientRect()];
      for (const child of document.body.children) {
        if (!own(child)) continue;
        for (const el of [child, ...child.querySelectorAll('*')]) {
          if (el === root) continue;
          const style = getComputedStyle(el);
          if (child === root && style.position !== 'fixed') continue;
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          boxes.push(el.getBoundingClientRect());
        }
      }
      const seen = boxes.filter((box) => box.width > 0 && box.height > 0);
      if (seen.length === 0) return false;
      const pageWidth = document.documentElement.clientWidth;
      const pageHeight = Math.min(document.documentElement.scrollHeight, 2 * innerHeight);
      const left = Math.max(0, Math.min(...seen.map((b) => b.left)) + scrollX);
      const top = Math.max(0, Math.min(...seen.map((b) => b.top)) + scrollY);
      const right = Math.min(pageWidth, Math.max(...seen.map((b) => b.right)) + scrollX);
      const bottom = Math.min(pageHeight, Math.max(...seen.map((b) => b.bottom)) + scrollY);
      return {
        x: Math.floor(left),
        y: Math.floor(top),
        width: Math.max(1, Math.ceil(right - left)),
        height: Math.max(1, Math.ceil(bottom - top)),
      };
    },
    undefined,
    { timeout: 10_000 },
  );
  const box = await handle.then(
    (found) => found.jsonValue(),
    () => false as const,
  );
  if (!box) throw new Error('the story shows nothing');
  return box;
}
