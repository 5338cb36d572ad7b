import { createConfig } from '../tooling/webpack/create-config.mjs';
import { createServerRenderConfig } from '../tooling/webpack/create-server-render-config.mjs';

const browser = createConfig({
  dir: import.meta.dirname,
  name: 'mf_listings',
  title: 'mf-listings (standalone)',
  exposes: {
    './ListingsPage': './src/exposes/ListingsPage.tsx',
    './ListingDetailPage': './src/exposes/ListingDetailPage.tsx',
  },
});

// Production builds also publish the server render of this remote's pages (dist/server/): the site
// server paints a listing's page with this build's own components, so a release changes its
// painted page too (mf-listings/CONTEXT.md "Painted by the site server").
export default (env, argv) =>
  argv.mode === 'production'
    ? [
        // The browser build may be two compilations (the harness's federation runtime).
        ...[browser(env, argv)].flat(),
        createServerRenderConfig({
          dir: import.meta.dirname,
          name: 'mf_listings',
          entry: './src/server/render.tsx',
          dependsOn: 'mf_listings',
        }),
      ]
    : browser(env, argv);
