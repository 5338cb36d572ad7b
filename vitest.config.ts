import { defineConfig } from 'vitest/config';

// One `vitest run` over every package; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: [
      'scripts',
      'tooling',
      'shared-api',
      'shared-ui',
      'shell',
      'mf-listings',
      'mf-create',
      'mf-messaging',
      'mf-profile',
      'server',
    ],
    passWithNoTests: false,
  },
});
