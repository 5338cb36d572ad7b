// The reference build: bench/reference/react (a React 19 hello) through the apps' own config factory
// (tooling/webpack) with the ModuleFederationPlugin removed. Same loaders, minifier, target and
// output names as the apps, so the apps' ratio to it is the cost of federation plus our code.
import path from 'node:path';
import { promisify } from 'node:util';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { createConfig } from '../../tooling/webpack/create-config.mjs';

/** Builds the reference into `outDir` (production mode, no cache: it takes seconds). */
export async function buildReference({ root, outDir }) {
  const dir = path.join(root, 'bench/reference/react');
  // The factory's object is a webpack configuration (its literal type is narrower than webpack's).
  const config =
    /** @type {import('webpack').Configuration & { plugins: unknown[], output: object, resolve: object }} */ (
      createConfig({ dir, name: 'bench_reference', title: 'Reference (React)' })(
        {},
        { mode: 'production' },
      )
    );
  config.plugins = config.plugins.filter((p) => !(p instanceof ModuleFederationPlugin));
  config.output.path = outDir;
  config.cache = false;
  // Not a workspace package: take the very React the shell ships.
  config.resolve.modules = ['node_modules', path.join(root, 'shell/node_modules')];
  const compiler = webpack(config);
  const stats = /** @type {import('webpack').Stats} */ (
    await promisify(compiler.run.bind(compiler))()
  );
  await promisify(compiler.close.bind(compiler))();
  if (stats.hasErrors()) {
    throw new Error(stats.toString({ all: false, errors: true }));
  }
}
