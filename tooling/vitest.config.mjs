import { defineProject } from 'vitest/config';

// Checks of the repository itself (repo-hygiene.test.mjs), in Node over the tracked files, and of
// the build's helpers (webpack/).
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['*.test.mjs', 'webpack/*.test.mjs'],
  },
});
