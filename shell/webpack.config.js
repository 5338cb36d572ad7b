import { createConfig } from '../tooling/webpack/create-config.mjs';
import { createPrerenderConfig } from '../tooling/webpack/create-prerender-config.mjs';
import { serviceWorkerConfig } from './service-worker.config.js';

const browser = createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Madison Subleases',
});

// Production builds also prerender the page frames into dist/*.html
// (docs/decisions/0035-paint-before-javascript.md), then build
// the service worker with the precache list of the finished dist/; the dev server serves the empty
// page, renders in the browser and has no service worker (it would serve old code over hot reload).
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
        serviceWorkerConfig({ dir: import.meta.dirname, after: 'shell-prerender' }),
      ]
    : browser(env, argv);
