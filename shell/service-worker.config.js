// The shell's service worker (docs/decisions/0037-installable-app-and-offline.md): its own small
// webpack
// compilation of src/sw/service-worker.ts (a worker: no module federation, no HTML), run after the
// browser build and the prerender, then Workbox's injectManifest writes the precache list of the
// finished dist/ into it. Not workbox-webpack-plugin's InjectManifest inside the browser build: its
// child compilation inherits the module federation plugin's hooks and came out broken.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { swcRule } from '../tooling/webpack/create-config.mjs';

/** `[name].[contenthash:10].ext`: the file name already changes with its content. */
const HASHED = /\.[0-9a-f]{10}\./;
/** APP_SHELL_URL of src/sw/cache-names.ts: the site server answers it with dist/index.html. */
const APP_SHELL_URL = '/app-shell';

class PrecacheDistPlugin {
  constructor(dist) {
    this.dist = dist;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecacheDistPlugin', async () => {
      const sw = path.join(this.dist, 'sw.js');
      const { count, size, warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: this.dist,
        // The shell's scripts, styles, fonts and icons. Pages are network-first (a new deployment
        // on the next load) and the app config is per request: neither is precached, except the
        // generic frame below as the offline page of a URL never visited.
        globPatterns: ['**/*.{js,css,woff2,svg,png}', 'index.html'],
        globIgnores: ['sw.js', '**/*.map', 'prerendered/**'],
        dontCacheBustURLsMatching: HASHED,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) =>
              entry.url === 'index.html'
                ? {
                    ...entry,
                    url: APP_SHELL_URL,
                    revision: createHash('sha256')
                      .update(readFileSync(path.join(this.dist, 'index.html')))
                      .digest('hex')
                      .slice(0, 16),
                  }
                : { ...entry, url: `/${entry.url}` },
            ),
            warnings: [],
          }),
        ],
      });
      for (const warning of warnings) console.warn(`service worker: ${warning}`);
      console.info(`service worker: precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
    });
  }
}

/** @param {{ dir: string, after: string }} options `after`: the compilation that finishes dist/ */
export function serviceWorkerConfig({ dir, after }) {
  const dist = path.join(dir, 'dist');
  return {
    name: 'shell-sw',
    dependencies: [after],
    context: dir,
    mode: 'production',
    target: ['webworker', 'es2020'],
    entry: { sw: './src/sw/service-worker.ts' },
    output: { path: dist, filename: 'sw.js', clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [swcRule(true)] },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [new PrecacheDistPlugin(dist)],
  };
}
