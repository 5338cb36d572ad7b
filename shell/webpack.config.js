import { createConfig } from '../tooling/webpack/create-config.mjs';
import { createPrerenderConfig } from '../tooling/webpack/create-prerender-config.mjs';

const browser = createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Madison Subleases',
});

// Production builds also prerender the page frames into dist/*.html (shell/CONTEXT.md); the dev
// server serves the empty page and renders in the browser.
export default (env, argv) =>
  argv.mode === 'production'
    ? [
        browser(env, argv),
        createPrerenderConfig({
          dir: import.meta.dirname,
          name: 'shell',
          entry: './src/prerender/entry.tsx',
          dependsOn: 'shell',
        }),
      ]
    : browser(env, argv);
