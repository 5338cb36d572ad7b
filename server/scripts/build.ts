// `pnpm --filter server build`: the production API as compiled JavaScript (server/dist), with
// source maps so a stack trace names our TypeScript lines (`node --enable-source-maps`). One
// bundle per entry: our code and shared-api's (whose package exports TypeScript) compiled in; the
// server's npm dependencies stay external (native modules: better-sqlite3, sharp) and load from
// server/node_modules as they do under tsx. `--if-stale`: only when a source is newer than the
// build (`pnpm start` asks so before starting the API).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from '../../scripts/lib/freshness.mjs';
import pkg from '../package.json' with { type: 'json' };

const SERVER = path.resolve(import.meta.dirname, '..');
const OUT = path.join(SERVER, 'dist');
const ENTRIES = ['server', 'migrate'];
const INPUTS = ['src', 'package.json', 'scripts/build.ts', '../shared-api/src'].map((p) =>
  path.join(SERVER, p),
);

/** True when every entry's bundle exists and is newer than every source. */
function upToDate(): boolean {
  const built = ENTRIES.map((e) => path.join(OUT, `${e}.js`));
  if (!built.every((f) => existsSync(f))) return false;
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return INPUTS.every((input) => newestMtime(input) <= oldest);
}

async function main() {
  if (process.argv.includes('--if-stale') && upToDate()) {
    console.info('server/dist is up to date');
    return;
  }
  const started = Date.now();
  const external = Object.keys(pkg.dependencies)
    .filter((name) => name !== 'shared-api')
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: Object.fromEntries(ENTRIES.map((e) => [e, path.join(SERVER, 'src', `${e}.ts`)])),
    outdir: OUT,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    external,
    // Bundled CommonJS (from shared-api's dependencies) may call require(): give the ESM bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  console.info(`built server/dist (${ENTRIES.join(', ')}) in ${Date.now() - started} ms`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
