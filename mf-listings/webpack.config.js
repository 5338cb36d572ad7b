import { createConfig } from '../tooling/webpack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_listings',
  title: 'mf-listings (standalone)',
  exposes: {
    './ListingsPage': './src/exposes/ListingsPage.tsx',
    './ListingDetailPage': './src/exposes/ListingDetailPage.tsx',
  },
});
