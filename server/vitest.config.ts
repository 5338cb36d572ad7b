import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Each file migrates its own fresh database; files run in parallel on our two cores.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
