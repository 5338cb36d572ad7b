import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
type Counts = Record<string, number>;

/**
 * pg_dump / pg_restore: PG_BIN, else the newest Debian install (/usr/lib/postgresql/N/bin), else
 * PATH. pg_dump must be at least the server's version; the newest installed is the best bet.
 */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  return versions.length ? path.join(root, versions.at(-1) ?? '', 'bin', name) : name;
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(pgTool(name), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`${name} failed: ${(e.stderr || e.message).trim()}`);
  }
}

async function readCounts(
  client: pg.ClientBase,
): Promise<{ tables: Counts; migrations: string[] }> {
  const names = (
    await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows.map((r) => r.name);
  const tables: Counts = {};
  for (const name of names) {
    const ident = client.escapeIdentifier(name);
    const { rows } = await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${ident}`);
    tables[name] = rows[0]?.n ?? 0;
  }
  const migrations = names.includes('kysely_migration')
    ? (
        await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')
      ).rows.map((r) => r.name)
    : [];
  return { tables, migrations };
}

/**
 * `pg_dump -Fc` of the whole database, taken in the snapshot of a REPEATABLE READ transaction that
 * also counts the rows: the dump and the manifest's counts are the same committed state, while the
 * API goes on writing (MVCC: nobody waits).
 */
export async function backupPostgres(url: string, dest: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const counts = await readCounts(client);
    await tool('pg_dump', ['-Fc', `--snapshot=${rows[0]?.id}`, '-f', dest, '-d', url]);
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rows per table in the target database's schema; null when it has no tables at all. */
export function postgresCounts(url: string) {
  return withClient(url, async (c) => {
    const counts = await readCounts(c);
    return Object.keys(counts.tables).length ? counts : null;
  });
}

/** Empties the target's schema (`restore --force` only): every table, sequence and type in it. */
export function clearPostgres(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ s: string }>('SELECT current_schema() AS s');
    const schema = c.escapeIdentifier(rows[0]?.s ?? 'public');
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.query(`CREATE SCHEMA ${schema}`);
  });
}

/** Loads the dump in one transaction: a failure leaves the target as it was (empty). */
export async function restorePostgres(url: string, dump: string) {
  await tool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '-d',
    url,
    dump,
  ]);
}
