#!/usr/bin/env node
// `pnpm --filter <remote> ci`: the check a feature team runs before shipping its
// remote alone. Installs nothing. In order, stopping at the first failure:
//   1. build this remote (production)
//   2. its type check, its consumers' type checks against the types this build published
//      (dist/@mf-types.json: the shell, and mf-profile for mf-messaging), its unit/component tests
//   3. its Playwright journeys (`e2eJourneys` in its package.json) against the composed site, with
//      this build and the other apps served from their last builds (`start.mjs --no-build`; an app
//      that was never built is built first, and the log says so)
// Environment: PORT_OFFSET (where the site under test runs), CHROMIUM_PATH.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from './lib/app-config.mjs';
import { consumedRemotes, consumersOf } from './lib/types-pull.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEBPACK_CLI = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const TYPES_PULL = path.join(ROOT, 'scripts/types-pull.mjs');

/** The remote: the package whose folder `pnpm --filter <remote> ci` runs in, or the first argument. */
function remoteOf() {
  const name =
    process.argv[2] ??
    JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).name;
  const remote = REMOTES.find((r) => r.pkg === name);
  if (!remote) {
    console.error(`remote-ci: "${name}" is not a remote (${REMOTES.map((r) => r.pkg).join(', ')})`);
    process.exit(2);
  }
  return remote;
}

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
function step(title, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    console.log(`\n━━ ${title}\n`);
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${title} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** @param {string} pkg */
const build = (pkg) =>
  step(`build ${pkg}`, process.execPath, [WEBPACK_CLI, '--mode', 'production'], {
    cwd: path.join(ROOT, pkg),
    env: { ...process.env, NODE_ENV: 'production' },
  });

async function main() {
  const remote = remoteOf();
  const pkgJson = JSON.parse(readFileSync(path.join(ROOT, remote.pkg, 'package.json'), 'utf8'));
  const journeys = pkgJson.e2eJourneys ?? [];
  const unknown = journeys.filter(
    (/** @type {string} */ f) => !existsSync(path.join(ROOT, 'e2e/tests', f)),
  );
  if (unknown.length) {
    throw new Error(
      `e2eJourneys of ${remote.pkg} names files e2e/tests lacks: ${unknown.join(', ')}`,
    );
  }
  /** @type {[label: string, seconds: string][]} */
  const times = [];
  /**
   * @param {string} label
   * @param {() => Promise<unknown>} run
   */
  const timed = async (label, run) => {
    const started = Date.now();
    await run();
    times.push([label, ((Date.now() - started) / 1000).toFixed(1)]);
  };

  await timed('build', () => build(remote.pkg));
  await timed('typecheck', async () => {
    const cwd = path.join(ROOT, remote.pkg);
    // mf-profile loads mf_messaging: its own check needs that remote's published types first.
    if (consumedRemotes(cwd).length) {
      await step(`types of ${remote.pkg}'s remotes`, process.execPath, [TYPES_PULL], { cwd });
    }
    await step(`typecheck ${remote.pkg}`, process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd });
  });
  // What would break once this build ships: the apps that load this remote, checked against the
  // types it has just published (the other remotes' types as the site would serve them).
  for (const consumer of consumersOf(remote.name)) {
    const cwd = path.join(ROOT, consumer);
    const from = `${remote.name}=${path.join(ROOT, remote.pkg, 'dist')}`;
    await timed(`typecheck ${consumer}`, async () => {
      await step(
        `${consumer}: types of its remotes`,
        process.execPath,
        [TYPES_PULL, '--from', from],
        { cwd },
      );
      await step(
        `${consumer}: typecheck against this build`,
        process.execPath,
        [TSC, '-p', 'tsconfig.json'],
        { cwd },
      );
    });
  }
  await timed('tests', () =>
    step(`tests of ${remote.pkg}`, process.execPath, [VITEST, 'run', '--project', remote.pkg], {
      cwd: ROOT,
    }),
  );

  // The others as they were last built: that is what this remote will meet once it ships.
  const others = ['shell', ...REMOTES.map((r) => r.pkg)].filter((p) => p !== remote.pkg);
  const marker = (/** @type {string} */ p) =>
    path.join(ROOT, p, 'dist', p === 'shell' ? 'index.html' : 'remoteEntry.js');
  const missing = others.filter((p) => !existsSync(marker(p)));
  for (const pkg of missing) {
    console.log(`\n${pkg} has never been built here: building it once to compose the site.`);
    await timed(`build ${pkg}`, () => build(pkg));
  }

  if (journeys.length === 0) {
    console.log(`\n${remote.pkg} lists no journeys (e2eJourneys in its package.json).`);
  } else {
    await timed('journeys', () =>
      step(
        `journeys of ${remote.pkg}: ${journeys.join(', ')}`,
        path.join(ROOT, 'e2e/node_modules/.bin/playwright'),
        ['test', ...journeys.map((/** @type {string} */ f) => `tests/${f}`), '--workers=1'],
        // CI: the site is started fresh by Playwright with --no-build (playwright.config.ts).
        { cwd: path.join(ROOT, 'e2e'), env: { ...process.env, CI: '1' } },
      ),
    );
  }

  console.log(`\n${remote.pkg} is ready to ship. Seconds per step:`);
  for (const [label, seconds] of times) console.log(`  ${label.padEnd(20)} ${seconds.padStart(7)}`);
}

main().catch((error) => {
  console.error(`\nremote-ci: ${error.message}`);
  process.exit(1);
});
