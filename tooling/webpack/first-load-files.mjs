// The shell's start-up files, for the painted pages to preload (create-prerender-config.mjs): main.js
// and the chunks bootstrap.tsx imports at once (React DOM, the start-up code, the app and the
// session stand-in). Without these links a phone fetches them in a chain: main.js after the first
// paint, then bootstrap, then its imports, each a round trip after the one before.
// Written as dist/first-load.json by the browser build; never requested by a browser.
import webpack from 'webpack';

/** The start-up file's name; also what the prerender reads. */
export const FIRST_LOAD_FILE = 'first-load.json';
/**
 * Imports that do not belong in every first load: Firebase only for a browser that may hold a
 * session, the installable app after the page has loaded, the error screen when it failed, and
 * the code of a tap: shared-ui's modal panels (with Radix, ~13 KB) and the sign-in dialog, which
 * the home page never opens before a tap (`e2e/tests/first-load-budget.spec.ts` holds / to its
 * budget); the pages whose first taps open them fetch them as the app starts (first-taps.ts).
 */
const NOT_AT_START = /firebase-session|start-pwa|startup-error|modal-panels|sign-in-dialog/;
/** main → bootstrap → its imports: the chain the links shorten (deeper ones load on demand). */
const DEPTH = 2;

/**
 * A shared package's fallback copy: loaded only when the share scope has no version to give. The
 * shell provides every package it shares, so the runtime takes the provided copy (another chunk
 * with the same code), and a preload of the fallback is a second download of React DOM's entry.
 * @param {{ module?: { type?: string } | null }} origin
 */
const isSharedFallback = (origin) => origin.module?.type === 'consume-shared-module';

export class FirstLoadFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final (the files' real names).
        { name: 'FirstLoadFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const main = compilation.entrypoints.get('main');
          if (!main) return;
          /** @type {Set<string>} */
          const files = new Set();
          /** @type {Set<import('webpack').ChunkGroup>} */
          const seen = new Set();
          /** @param {import('webpack').ChunkGroup} group @param {number} depth */
          const walk = (group, depth) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
            if (depth === DEPTH) return;
            for (const child of group.getChildren()) {
              if (child.origins.some((o) => NOT_AT_START.test(o.request ?? ''))) continue;
              if (child.origins.every(isSharedFallback)) continue;
              walk(child, depth + 1);
            }
          };
          walk(main, 0);
          const list = [...files].filter((f) => /\.(js|css)$/.test(f));
          compilation.emitAsset(
            FIRST_LOAD_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(list, null, 2)}\n`),
          );
        },
      );
    });
  }
}
