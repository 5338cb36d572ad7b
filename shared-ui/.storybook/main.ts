import type { StorybookConfig } from '@storybook/react-vite';

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
};

export default config;
