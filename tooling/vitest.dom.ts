import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const setup = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));

/** The Vitest project of a browser package: jsdom, CSS Modules, the shared setup. */
export function domProject(name: string) {
  return defineProject({
    test: {
      name,
      environment: 'jsdom',
      setupFiles: [setup],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  });
}
