// What `pnpm start` builds and when: an app whose dist/ is missing or older than any of its inputs
// (its own sources and the shared ones), two at a time (our machines have two cores).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './freshness.mjs';
import { run } from './processes.mjs';

/** @typedef {import('./topology.mjs').App} App */

/** Inputs every app's build reads besides its own folder. */
const SHARED_INPUTS = [
  'shared-ui/src',
  'shared-api/src',
  'tooling/webpack',
  'scripts/lib/app-config.mjs',
  'scripts/lib/remote-types.mjs',
  // The remotes' skeleton styles, which the shell's frames are built with.
  'mf-listings/src/skeletons',
];

/** @param {string} root */
export const webpackCli = (root) => path.join(root, 'node_modules/webpack-cli/bin/cli.js');

/**
 * True when `app`'s build is missing or older than a source (always with `rebuild`).
 * @param {string} root
 * @param {App} app
 * @param {{ rebuild: boolean }} options
 */
export function needsBuild(root, app, { rebuild }) {
  const marker = path.join(root, app.pkg, 'dist', app.host ? 'index.html' : 'remoteEntry.js');
  if (rebuild || !existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const inputs = [
    ...['src', 'public', 'webpack.config.js', 'package.json'].map((f) =>
      path.join(root, app.pkg, f),
    ),
    ...SHARED_INPUTS.map((f) => path.join(root, f)),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

/**
 * @typedef {object} BuildOptions
 * @property {string} root
 * @property {NodeJS.ProcessEnv} env
 * @property {(line: string) => void} log
 * @property {import('./supervisor.mjs').Supervisor} supervisor stops a running build with the site
 */

/**
 * @param {App} app
 * @param {BuildOptions} options
 */
async function build(app, { root, env, log, supervisor }) {
  const started = Date.now();
  const child = run(
    `build ${app.pkg}`,
    process.execPath,
    [webpackCli(root), '--mode', 'production'],
    {
      cwd: path.join(root, app.pkg),
      env: { ...env, NODE_ENV: 'production' },
    },
  );
  supervisor.track(child);
  const { code } = await child.exited;
  supervisor.untrack(child);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) throw new Error(`the build of ${app.pkg} failed (exit code ${code})`);
  log(`built ${app.pkg} in ${seconds} s`);
}

/**
 * Builds what is missing or older than its sources, two at a time. A broken remote only warns (its
 * pages show the in-page failure message); a broken shell fails.
 * @param {readonly App[]} apps
 * @param {BuildOptions & { rebuild: boolean }} options
 */
export async function buildWhatIsNeeded(apps, options) {
  const queue = apps.filter((app) => needsBuild(options.root, app, options));
  if (queue.length === 0) return options.log('builds are up to date');
  options.log(`building ${queue.map((a) => a.pkg).join(', ')} (production)…`);
  /** @type {{ app: App, error: Error }[]} */
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const current = app;
      await build(current, options).catch((error) => failures.push({ app: current, error }));
    }
  };
  await Promise.all([worker(), worker()]);
  for (const { app, error } of failures) {
    if (app.host) throw error;
    options.log(`WARNING: ${error.message}; its pages will show "This page could not be loaded".`);
  }
}
