import { defineProject } from 'vitest/config';

// The site server's modules (scripts/lib), tested in Node against real sockets.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['lib/**/*.test.mjs'],
  },
});
