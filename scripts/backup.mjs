#!/usr/bin/env node
// `pnpm backup [--out file] [--scale]` and `pnpm restore <file> [--force] [--scale]`: the site's
// data in one archive, and back (docs/decisions/2026-11-27-backups.md). The work is the API's code
// (server/scripts/backup.ts); this picks the same configuration `pnpm start` would give it:
//   DATABASE_URL set        → that PostgreSQL and the STORAGE / S3_* settings as given (production);
//   --scale, or a --scale site in DATA_DIR → its PostgreSQL and s3rver on 5432/4568 + PORT_OFFSET,
//                              started for the command (and stopped after) when the site is down;
//   otherwise               → SQLite and the file store in DATA_DIR (default .data).
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portsFrom } from './lib/app-config.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { portIsFree, run, stop, waitForHttp } from './lib/processes.mjs';
import {
  hasScaleSite,
  s3rverArgs,
  scalePostgresRunning,
  scaleServicePorts,
  scaleStorageEnv,
} from './lib/scale-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const [command, ...rest] = process.argv.slice(2);
const wantsScale = rest.includes('--scale');
const args = rest.filter((a) => a !== '--scale');
const DATA_DIR = path.resolve(ROOT, env.DATA_DIR ?? '.data');
const offset = Number(env.PORT_OFFSET ?? 0);

const cleanups = [];
/** @type {NodeJS.ProcessEnv} */
const childEnv = { ...env, DATA_DIR };
if (!env.DATABASE_URL && (wantsScale || hasScaleSite(DATA_DIR))) {
  const ports = scaleServicePorts(offset);
  const s3Origin = `http://127.0.0.1:${ports.s3}`;
  if (scalePostgresRunning(DATA_DIR)) {
    childEnv.DATABASE_URL = `postgres://postgres@127.0.0.1:${ports.postgres}/sublease`;
  } else {
    const pg = startPostgres({ dir: path.join(DATA_DIR, 'postgres'), port: ports.postgres });
    cleanups.push(async () => pg.stop());
    childEnv.DATABASE_URL = pg.url;
  }
  if (await portIsFree(ports.s3)) {
    const s3 = run(
      's3',
      process.execPath,
      s3rverArgs({ root: ROOT, dataDir: DATA_DIR, port: ports.s3 }),
      {
        cwd: ROOT,
        env,
      },
    );
    cleanups.push(() => stop(s3));
    await waitForHttp(`${s3Origin}/`, { timeoutMs: 30_000, child: s3 });
  }
  Object.assign(childEnv, scaleStorageEnv(s3Origin));
}

/**
 * True when an auth emulator saving to `saved` runs (its command line, from /proc): only this
 * site's accounts are saved, never those of another site that happens to use the same port.
 * @param {string} saved
 */
function emulatorSavingTo(saved) {
  /** @type {string[]} */
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return false; // no /proc: the backup has the accounts as last saved
  }
  return pids.some((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = argv.indexOf('--export-on-exit');
      return (
        argv.includes('emulators:start') && at >= 0 && path.resolve(argv[at + 1] ?? '') === saved
      );
    } catch {
      return false;
    }
  });
}

// A running `pnpm start` site's auth emulator keeps its accounts in memory and saves them to
// DATA_DIR/auth-emulator only when stopped: save them now (as its Ctrl-C would), so the backup has
// the accounts signed up since it started. Its hub is found in its own temp folder
// (lib/auth-emulator.mjs).
const authPort = portsFrom(env).auth;
const savedAccounts = path.join(DATA_DIR, 'auth-emulator');
if (command === 'backup' && emulatorSavingTo(savedAccounts) && !(await portIsFree(authPort))) {
  try {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
        'emulators:export',
        savedAccounts,
        '--project',
        env.FIREBASE_PROJECT_ID ?? 'demo-sublease',
        '--force',
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...env,
          CI: 'true',
          NO_UPDATE_NOTIFIER: '1',
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
          TMPDIR: path.join(os.tmpdir(), `sublease-emulator-${authPort}`, 'tmp'),
        },
      },
    );
  } catch (error) {
    // execFileSync's error: the child's stderr, else why it did not run.
    const err = /** @type {Error & { stderr?: Buffer }} */ (error);
    console.warn(
      `Could not save the auth emulator's accounts (${String(err.stderr ?? err.message).trim()}); the backup has them as last saved.`,
    );
  }
}

// Relative paths are the caller's: pnpm runs this from the repository root, so keep INIT_CWD's.
const cwd = env.INIT_CWD ?? process.cwd();
const tsx = path.join(ROOT, 'server/node_modules/.bin/tsx');
const code = await new Promise((resolve) => {
  const child = spawn(tsx, [path.join(ROOT, 'server/scripts/backup.ts'), command ?? '', ...args], {
    cwd,
    env: childEnv,
    stdio: 'inherit',
  });
  child.on('exit', (status) => resolve(status ?? 1));
});
for (const cleanup of cleanups.reverse()) await cleanup();
process.exit(code);
