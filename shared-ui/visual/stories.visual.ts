import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

/*
 * One test per story of the built Storybook (its index.json), each story seen at 375 px and at
 * 1280 px, light and dark, unless the story fixes its theme or viewport itself (the `dark()`,
 * `phone()`, `desktop()` variants of shared-api/mocks): then only its own. The picture is the
 * story root plus whatever it portals to <body> (dialogs, sheets, toasts), not the whole window.
 *
 * Each story gets a fresh page at 1280 px; the 375 px pictures are the same story remounted
 * (rendered and played again from scratch) after the window is resized, which saves a page load.
 *
 * What makes a picture the same on every run (each one a flake met and fixed, never retried):
 * - one fixed clock (FIXED_NOW) in the page, so the mock data and every 'x minutes ago' agree;
 * - reduced motion, CSS animations and transitions finished, caret hidden (the config);
 * - the story's play function done (Storybook's render phase 'finished'), then fonts and every
 *   image loaded, lazy ones included;
 * - no host but the Storybook server resolves (map tiles fail at once, the same way every time);
 * - axe is off here (`a11y.manual`): `pnpm test:storybook` runs it; here it only costs time.
 */

type Entry = { type: string; id: string; title: string; name: string };
type Viewport = 'phone' | 'desktop';
type Theme = 'light' | 'dark';
type StoryGlobals = { theme?: Theme; viewport?: { value?: string } };
type Listener = (event: { newPhase: string; storyId: string }) => void;
type PreviewWindow = {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: Listener): void;
    off(event: string, listener: Listener): void;
    emit(event: string, payload: unknown): void;
  };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id: string; phase?: string; story?: { storyGlobals?: StoryGlobals } };
  };
};

const FIXED_NOW = new Date('2026-03-14T15:00:00-05:00');
const SIZES: Record<Viewport, { width: number; height: number }> = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
};
const THEMES: Theme[] = ['light', 'dark'];

const index = readStoryIndex();

/** One browser page per worker: a story is a fresh load of iframe.html, with a warm cache. */
const test = base.extend<object, { storyPage: Page }>({
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
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of index) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const own = await load(page, story.id);
    const viewports: Viewport[] = own.viewport ? [own.viewport] : ['desktop', 'phone'];
    const themes: Theme[] = own.theme ? [own.theme] : THEMES;
    for (const viewport of viewports) {
      if (viewport !== 'desktop') await remount(page, story.id, viewport);
      await settle(page);
      for (const theme of themes) {
        // What the theme decorator does (data-theme on <html>), on the story as it was played.
        if (!own.theme)
          await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
        await expect(page).toHaveScreenshot(`${story.id}--${theme}-${viewport}.png`, {
          clip: await storyBox(page),
          fullPage: true,
          // Leaflet's map is painted over: with no tiles to show it still repaints the corners of
          // its panes from frame to frame (the listings page's pictures were never the same twice).
          // Its controls and markers are Leaflet's; the map journeys of e2e look at them.
          mask: [page.locator('.leaflet-container')],
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
 * A fresh page (no state left by another story) at the desktop size, the story rendered and
 * played; returns the theme and viewport the story fixes, if any.
 */
async function load(page: Page, id: string) {
  await page.setViewportSize(SIZES.desktop);
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(
    ([storyId, done]) => {
      const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return current?.id === storyId && done.includes(current.phase ?? '');
    },
    [id, DONE] as const,
  );
  const { phase, globals } = await page.evaluate(() => {
    const current = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return { phase: current?.phase, globals: current?.story?.storyGlobals ?? {} };
  });
  expect(phase, `story ${id} failed to render or play: open it in pnpm storybook`).toBe('finished');
  const value = globals.viewport?.value;
  return {
    theme: globals.theme,
    viewport: value === 'phone' || value === 'desktop' ? (value as Viewport) : undefined,
  };
}

/** The same story rendered and played again from scratch at another size (Storybook's remount). */
async function remount(page: Page, id: string, viewport: Viewport) {
  await page.setViewportSize(SIZES[viewport]);
  await page
    .evaluate(
      ([storyId, done]) =>
        new Promise<string>((resolve) => {
          const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!;
          const onPhase = ({
            newPhase,
            storyId: rendered,
          }: {
            newPhase: string;
            storyId: string;
          }) => {
            if (rendered !== storyId || !done.includes(newPhase)) return;
            channel.off('storyRenderPhaseChanged', onPhase);
            resolve(newPhase);
          };
          channel.on('storyRenderPhaseChanged', onPhase);
          channel.emit('forceRemount', { storyId });
        }),
      [id, DONE] as const,
    )
    .then((phase) => expect(phase, `story ${id} failed at ${viewport}`).toBe('finished'));
}

/** Fonts loaded and every picture decoded, lazy ones too (a full-page picture shows them all). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** The story root and what it portals to <body>, in page coordinates, within the page's width. */
async function storyBox(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    if (!root) throw new Error('no #storybook-root');
    const own = (el: Element) =>
      el === root ||
      !(el.id.startsWith('storybook-') || /(^| )sb-/.test(el.className) || el.tagName === 'SCRIPT');
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
    if (seen.length === 0) throw new Error('the story shows nothing');
    const pageWidth = document.documentElement.clientWidth;
    const pageHeight = document.documentElement.scrollHeight;
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
  });
}
