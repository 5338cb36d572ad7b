import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';

/*
 * One Storybook for the design system and for the product components the remotes and the shell
 * write stories for (ARCHITECTURE.md §5). Runs offline: no telemetry, no update checks, no fonts.
 */
const config: StorybookConfig = {
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../mf-*/src/**/*.stories.@(ts|tsx)',
    '../../shell/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-themes', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docgen parses every component with TypeScript: slow on our shared 2 cores, and we have no docs pages.
  typescript: { reactDocgen: false },
  viteFinal: (config) =>
    mergeConfig(config, {
      build: {
        // A design-system catalogue, not a shipped app: one big preview chunk is fine.
        chunkSizeWarningLimit: 4000,
        rollupOptions: {
          onwarn(warning, warn) {
            // Radix ships "use client" banners for React Server Components; meaningless here.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    } satisfies UserConfig),
};

export default config;
