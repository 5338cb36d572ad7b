// One federation runtime per page (less JavaScript on a phone's first load): remotes are built with
// `experiments.externalRuntime`, so their remoteEntry.js uses the `_FEDERATION_RUNTIME_CORE` global
// that the shell sets (shell/src/index.ts) instead of carrying a second runtime-core.
// A remote's own standalone page (the harness) has no shell: this second, tiny compilation of the
// remote's build provides the global there (provide-federation-runtime.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The script the harness page loads before its own entry (no hash: served `no-cache`). */
export const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/**
 * The webpack config of `dist/federation-runtime.js`, beside a remote's main compilation.
 * @param {{ dir: string, name: string, isProd: boolean }} options
 */
export function federationRuntimeConfig({ dir, name, isProd }) {
  return {
    name: `${name}-federation-runtime`,
    context: dir,
    mode: isProd ? 'production' : 'development',
    entry: { 'federation-runtime': path.join(HERE, 'provide-federation-runtime.mjs') },
    target: ['web', 'es2020'],
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, clean: false },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
