// The production builds the figures are about. The benchmark measures what dist/ holds (stale or
// not, like `pnpm start --no-build`), and builds only what is missing: a full rebuild on two shared
// cores takes minutes, and `--rebuild` is there for a measure of the current sources.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runCommand, tail } from './exec.mjs';

export const APPS = ['shell', 'mf-listings', 'mf-create', 'mf-messaging', 'mf-profile'];

/** The file whose presence says an app's build is complete (the last ones webpack emits). */
const markers = (app) =>
  app === 'shell' ? ['index.html'] : ['remoteEntry.js', 'mf-manifest.json', 'index.html'];

export function missingBuilds(root) {
  return APPS.filter((app) =>
    markers(app).some((f) => !existsSync(path.join(root, app, 'dist', f))),
  );
}

/** Runs `pnpm build` when an app has no complete build (or always, with `rebuild`). */
export async function ensureBuilds({ root, rebuild, log }) {
  const missing = missingBuilds(root);
  if (!rebuild && missing.length === 0) return { built: false };
  log(
    rebuild ? 'building every app (--rebuild)…' : `no build of ${missing.join(', ')}: pnpm build…`,
  );
  const started = Date.now();
  const result = await runCommand('pnpm', ['build'], { cwd: root, timeoutMs: 20 * 60_000 });
  if (result.code !== 0) {
    throw new Error(`pnpm build failed:\n${tail(result.stderr + result.stdout, 12)}`);
  }
  return { built: true, seconds: Math.round((Date.now() - started) / 1000) };
}
