import { defineConfig } from '@playwright/test';

// One port whatever PORT_OFFSET says: the page's origin, port included, is in pictures (the share
// link's field of a listing's page). Runs of the visual tests take turns (a second one at the same
// time fails at once: the port is taken).
const port = 6010;

/**
 * Every story as a picture (`pnpm test:visual`): the built Storybook (storybook-static/) served
 * as it is deployed, each story in light and dark, at 375 px and 1280 px, compared pixel for
 * pixel with the committed PNG in visual/baselines/. A mismatch writes expected, actual and diff
 * images under visual/results/. No retries: a picture that differs twice in a row is a flake to
 * fix at its cause (visual/stories.visual.ts lists the ones fixed). The browser is Debian's
 * (/usr/bin/chromium, or CHROMIUM_PATH): nothing is downloaded.
 */
export default defineConfig({
  testDir: './visual',
  testMatch: 'stories.visual.ts',
  outputDir: './visual/results',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  reporter: process.env.CI
    ? 'dot'
    : [['dot'], ['html', { open: 'never', outputFolder: 'visual/report' }]],
  expect: {
    // A page of 400 listings is a tall picture, taken at least twice when it is new.
    timeout: 30_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Rendering here is deterministic (the same Chromium, fonts and software rasterizer every
      // run): any changed pixel, by any amount, is a change. Playwright's default colour tolerance
      // (0.2) let a token that moves a shade pass unseen.
      threshold: 0,
      maxDiffPixels: 0,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--font-render-hinting=none',
        '--hide-scrollbars',
        // A repaint rasterizes whole tiles, never the changed part alone (whose antialiased round
        // edges came out a few pixels different), and colours are sRGB whatever the machine's.
        '--disable-partial-raster',
        '--force-color-profile=srgb',
        // One raster thread: tiles are rasterized in one order, never two threads racing to fill
        // the same cache of blurred shadow masks.
        '--num-raster-threads=1',
        // Only the Storybook server resolves: an outside request (a map tile) fails at once, every time.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: `node visual/serve.mjs ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
