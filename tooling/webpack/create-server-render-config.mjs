// A remote's server render (shell/CONTEXT.md "Paint before JavaScript"): a Node-target compilation
// of the remote's `src/server/render.tsx`, run after its browser build, written into the build
// itself so that `pnpm release` publishes it with the code the browser will run:
//   dist/server/render.cjs   exports FORMAT, the remote's pages and their data seed; everything
//                            inside (a release folder has no node_modules) but the HOST_PROVIDED
//                            packages, which the site server hands it from the shell's render
//   dist/server/render.css   the CSS of every module the render uses, with the browser build's class
//                            names, compacted for an inline <style>
// The site server (scripts/lib/page-render.mjs) loads the one of the release that /app-config.json
// names, else the remote's own dist/, and paints the remote's page into the shell's frame.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { compactCss, nodeRenderModule } from './create-prerender-config.mjs';
import { isHostProvided } from './host-provided.mjs';

class CompactCssPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('CompactCssPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const file = path.join(this.dir, 'render.css');
      writeFileSync(file, compactCss(readFileSync(file, 'utf8')));
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir        the remote's directory
 * @param {string} options.name       its federation name (class names carry it)
 * @param {string} options.entry      the render module
 * @param {string} options.dependsOn  the browser build's name (it cleans dist/ first)
 */
export function createServerRenderConfig({ dir, name, entry, dependsOn }) {
  const outDir = path.join(dir, 'dist', 'server');
  return {
    name: `${name}-server-render`,
    dependencies: [dependsOn],
    context: dir,
    mode: 'production',
    target: 'node24',
    entry: { render: entry },
    devtool: false,
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    externalsType: 'commonjs',
    externals: [
      /** @type {(data: { request?: string }, callback: (error?: Error | null, result?: string) => void) => void} */
      ({ request }, callback) =>
        request && isHostProvided(request) ? callback(null, request) : callback(),
    ],
    module: nodeRenderModule(name),
    // One file: a lazy chunk would be a second file to find next to it.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css', ignoreOrder: true }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new CompactCssPlugin(outDir),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    cache: false,
  };
}
