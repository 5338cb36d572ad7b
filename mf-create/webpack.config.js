import { createConfig } from '../tooling/webpack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_create',
  title: 'mf-create (standalone)',
  exposes: {
    './CreateListingPage': './src/exposes/CreateListingPage.tsx',
    './EditListingPage': './src/exposes/EditListingPage.tsx',
  },
});
