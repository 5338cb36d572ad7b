import { createConfig } from '../tooling/webpack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Madison Subleases',
});
