// The site's own PostgreSQL for `pnpm start --scale N` (as server/scripts/test-postgres.sh does for
// the suite): Debian's server binaries, a cluster kept under DATA_DIR/postgres (initdb on first
// use), loopback only, trust authentication (nothing else can reach it). PostgreSQL refuses to run
// as root, so as root it runs as the `postgres` OS user (created when missing), like CI.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const DATABASE = 'sublease';

function pgBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0)
    throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)');
  return path.join(root, /** @type {string} */ (versions.at(-1)), 'bin');
}

/**
 * Runs a PostgreSQL tool, as the `postgres` user when we are root.
 * @param {string} bin
 * @param {string[]} args
 */
function asOwner(bin, args) {
  const root = process.getuid?.() === 0;
  /** @type {[string, string[]]} */
  const [command, all] = root ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(command, all, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/**
 * Starts (initialising on first use) the cluster in `dir` on 127.0.0.1:`port` and creates the
 * database; resolves with its URL and a function that stops it (fast shutdown).
 * @param {{ dir: string, port: number }} options
 */
export function startPostgres({ dir, port }) {
  const bin = pgBin();
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', [
        '--system',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ]);
    }
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, -1);
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  asOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
  const psql = (/** @type {string} */ sql) =>
    execFileSync('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-qAt',
      '-c',
      sql,
    ])
      .toString()
      .trim();
  if (psql(`select 1 from pg_database where datname = '${DATABASE}'`) !== '1') {
    psql(`create database ${DATABASE}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    stop() {
      try {
        asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        // Already stopped.
      }
    },
  };
}
