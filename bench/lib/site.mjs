// The composed site for the browser sections: `scripts/start.mjs --no-build` on a throw-away
// DATA_DIR, started once and stopped at the end. Other engineers run e2e suites on the same ports and
// builds, so run.mjs holds their lock (/tmp/e2e.lock) from the builds to the site's stop, which also
// keeps their CPU load out of our figures.
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killGroup } from './exec.mjs';

const LOCK = process.env.BENCH_LOCK ?? '/tmp/e2e.lock';
const LOCK_WAIT_S = 900;
const READY = /The site is ready/;
/** The stop of the site that runs or is starting, for a Ctrl-C that comes before startSite returns. */
let current = null;
export const stopSite = () => current?.() ?? Promise.resolve();

/**
 * Takes the lock with a `flock` child that holds it until its stdin closes: if the benchmark dies,
 * even by SIGKILL, the pipe closes and the lock is released.
 */
export function takeLock(log) {
  return new Promise((resolve, reject) => {
    const holder = spawn('flock', ['-w', String(LOCK_WAIT_S), LOCK, '-c', 'echo locked; cat'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      // Out of our process group: a Ctrl-C must not release the lock before the site has stopped.
      detached: true,
    });
    const waiting = setTimeout(() => log(`waiting for ${LOCK} (someone runs e2e tests)…`), 2000);
    holder.stdout.once('data', () => {
      clearTimeout(waiting);
      resolve(() => {
        holder.stdin.end();
        return new Promise((r) =>
          holder.exitCode === null ? holder.once('exit', r) : r(undefined),
        );
      });
    });
    holder.once('error', (error) => {
      clearTimeout(waiting);
      // No flock(1) on this machine: run unlocked rather than not at all.
      log(`WARNING: cannot take ${LOCK} (${error.message}); running without the lock`);
      resolve(async () => {});
    });
    holder.once('exit', (code) => {
      clearTimeout(waiting);
      reject(new Error(`could not take ${LOCK} within ${LOCK_WAIT_S} s (flock exit ${code})`));
    });
  });
}

/**
 * Call with the lock held (takeLock). `args`: more flags for start.mjs (e.g. `--scale 4`).
 * @param {{ root: string, logFile: string, log: (line: string) => void, args?: string[] }} options
 * @returns {Promise<{ baseUrl: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startSite({ root, logFile, log, args = [] }) {
  const offset = Number.parseInt(process.env.PORT_OFFSET ?? '0', 10) || 0;
  const shellPort = 3000 + offset;
  const baseUrl = `http://localhost:${shellPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sublease-bench-site-'));
  // With --scale, PostgreSQL runs as the `postgres` user under root: it must reach its cluster.
  chmodSync(dataDir, 0o755);
  const out = createWriteStream(logFile);
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/start.mjs'), '--no-build', ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        GEOCODER: 'fixture',
        // The benches find seeded listings by reading their pages, faster than a person would.
        LISTING_PAGE_READS_PER_MINUTE: '6000',
        NO_COLOR: '1',
        // No internet here: tiles from a local URL that answers 404 at once, instead of DNS failures
        // whose timing depends on the resolver.
        TILE_URL: `http://localhost:${shellPort}/__bench-no-tiles/{z}/{x}/{y}.png`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: start.mjs stops its children itself on SIGTERM.
      detached: true,
    },
  );
  child.stderr.pipe(out, { end: false });
  // 'close', not 'exit': the output is flushed to the log before it is closed.
  const exited = new Promise((resolve) => child.once('close', resolve));

  // One stop, however often asked (the end of the run and a Ctrl-C may both ask): every caller
  // waits for the same one.
  let stopping = null;
  const stop = () => (stopping ??= stopOnce());
  current = stop;
  async function stopOnce() {
    if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGTERM');
    // start.mjs gives its children 15 s each (the emulator exports its accounts on the way out).
    const timer = setTimeout(() => {
      log('WARNING: the site did not stop within 45 s; killing start.mjs');
      killGroup(child, 'SIGKILL');
    }, 45_000);
    await exited;
    clearTimeout(timer);
    out.end();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await new Promise((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`the site was not ready within 6 minutes (see ${logFile})`)),
        6 * 60_000,
      );
      child.stdout.on('data', (chunk) => {
        out.write(chunk);
        seen = (seen + chunk).slice(-4000);
        if (READY.test(seen)) {
          clearTimeout(timer);
          resolve(undefined);
        }
      });
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`start.mjs exited (${code}) before the site was ready:\n${seen.trim()}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
