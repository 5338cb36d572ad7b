import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story as a test (`pnpm test:storybook`): rendered in Chromium through Vitest's browser mode,
 * its play function run, then axe (addon-a11y, `a11y.test: 'error'` in preview.tsx) fails it on any
 * violation. Not part of `pnpm test` (no browser there); .ci/run has its own section. The browser is
 * Debian's (/usr/bin/chromium, or CHROMIUM_PATH): nothing is ever downloaded.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
