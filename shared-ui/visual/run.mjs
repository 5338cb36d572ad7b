// `pnpm test:visual [--update] [--no-build] [playwright args…]`: builds the one Storybook (unless
// --no-build: CI has just built it), then compares every story's pictures with visual/baselines/.
// --update writes the baselines instead. With no other argument it writes them all afresh, so
// the pictures of a story that is gone go too (the PNG of an unchanged picture is byte for byte
// the same, so git shows only what changed); with a filter (`-g Avatar`) it rewrites the
// filtered stories' pictures that differ or are missing. Then it rewrites the new PNGs smaller
// (compress.mjs), the same pixels. A full comparison that passes also fails on baselines that no
// story takes any more (a story renamed or removed, or now a variant of another): they would
// otherwise stay committed unseen.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compressBaselines } from './compress.mjs';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const rest = args.filter((arg) => arg !== '--update' && arg !== '--no-build');

const run = (command, commandArgs) =>
  spawnSync(command, commandArgs, { cwd, stdio: 'inherit' }).status ?? 1;
const baselines = new URL('./baselines/', import.meta.url);

if (build && run('pnpm', ['build-storybook']) !== 0) process.exit(1);
if (update && rest.length === 0) {
  rmSync(baselines, { recursive: true, force: true });
}
const mode = rest.length === 0 ? 'all' : 'changed';
const status = run('pnpm', [
  'exec',
  'playwright',
  'test',
  '-c',
  'playwright.visual.config.ts',
  ...(update ? [`--update-snapshots=${mode}`] : []),
  ...rest,
]);
if (status === 0 && !update && rest.length === 0) {
  const file = new URL('./results/pictures.txt', import.meta.url);
  const taken = new Set(existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
  const stale = readdirSync(baselines).filter((name) => !taken.has(name));
  if (stale.length > 0) {
    console.error(
      `${stale.length} baselines no story takes (delete them, or run with --update):\n  ${stale.join('\n  ')}`,
    );
    process.exit(1);
  }
}
// Even when some stories failed (an update with a filter that matched a broken story), the
// pictures written are compressed.
if (update) console.info(`${await compressBaselines(baselines)} baselines compressed`);
process.exit(status);
