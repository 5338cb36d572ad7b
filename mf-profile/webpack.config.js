import { createConfig } from '../tooling/webpack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_profile',
  title: 'mf-profile (standalone)',
  exposes: {
    './ProfilePage': './src/exposes/ProfilePage.tsx',
  },
});
