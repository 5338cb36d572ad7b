// A remote's production build publishes the types of what it exposes next to its manifest:
// `dist/@mf-types.json` (scripts/lib/remote-types.mjs). `pnpm release` copies it with the rest, and
// the consumers' type checks read it from wherever the remote is served (scripts/types-pull.mjs).
// Federation's own dts plugin (`dts: true`) was measured and not used: +11 s per remote build, every
// file of the project (tests, shared-ui's and shared-api's sources) in the archive, and a zip whose
// timestamps change at every build, so the same build would no longer be the same release.
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { buildRemoteTypes, TYPES_ARCHIVE } from '../../scripts/lib/remote-types.mjs';

export class PublishTypesPlugin {
  /** @param {{ dir: string, name: string, exposes: Record<string, string> }} remote */
  constructor({ dir, name, exposes }) {
    this.remote = { dir, name, exposes };
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishTypesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublishTypesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          try {
            const archive = buildRemoteTypes(this.remote);
            const json = `${JSON.stringify(archive, null, 2)}\n`;
            compilation.emitAsset(TYPES_ARCHIVE, new compiler.webpack.sources.RawSource(json));
          } catch (error) {
            // A remote that cannot say what it exposes must not ship: the build fails.
            compilation.errors.push(
              new compiler.webpack.WebpackError(/** @type {Error} */ (error).message),
            );
          }
        },
      );
    });
    // Webpack does not rewrite a file whose content is unchanged, but types-pull dates the build by
    // this file (a build older than the remote's sources is stale): it says when it was published.
    compiler.hooks.afterEmit.tap('PublishTypesPlugin', (compilation) => {
      const file = path.join(/** @type {string} */ (compilation.outputOptions.path), TYPES_ARCHIVE);
      if (existsSync(file)) utimesSync(file, new Date(), new Date());
    });
  }
}
