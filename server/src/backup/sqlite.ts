import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Refused } from './manifest';

/** The API's database file in DATA_DIR (db/database.ts). */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'sublease.db');

type Counts = Record<string, number>;
/** better-sqlite3's largest pages-per-step: the rest of the file at once. */
const ALL_PAGES = 0x7fffffff;

function readCounts(db: SQLite.Database): { tables: Counts; migrations: string[] } {
  const names = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const tables: Counts = {};
  for (const name of names) {
    tables[name] = db
      .prepare(`SELECT COUNT(*) FROM "${name.replaceAll('"', '""')}"`)
      .pluck()
      .get() as number;
  }
  const migrations = names.includes('kysely_migration')
    ? (db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[])
    : [];
  return { tables, migrations };
}

/**
 * SQLite's online backup API, copying every page in ONE step: the step holds one read transaction,
 * so the copy is a single committed state, and in WAL mode a reader never blocks the API's writes.
 * (In small steps, each write by the API between two steps restarts the copy: on a busy site it
 * would never finish.) Counts come from the copy, not the live file.
 */
export async function backupSqlite(dataDir: string, dest: string) {
  const file = sqliteFile(dataDir);
  if (!fs.existsSync(file))
    throw new Refused(`There is no database at ${file}: nothing to back up.`);
  const live = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(dest, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(dest, { fileMustExist: true });
  try {
    // The copy keeps the live file's WAL mode: fold it into one self-contained file.
    copy.pragma('journal_mode = DELETE');
    return readCounts(copy);
  } finally {
    copy.close();
  }
}

/** Rows per table of the target's database; null when it has no tables (or no file) at all. */
export function sqliteCounts(dataDir: string) {
  const file = sqliteFile(dataDir);
  if (!fs.existsSync(file)) return null;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const counts = readCounts(db);
    return Object.keys(counts.tables).length ? counts : null;
  } finally {
    db.close();
  }
}

/** Removes the target's database (with its WAL files): `restore --force` only. */
export function removeSqlite(dataDir: string) {
  for (const suffix of ['', '-wal', '-shm'])
    fs.rmSync(sqliteFile(dataDir) + suffix, { force: true });
}

/** Puts the backed-up file in place (via a temporary name, so a half copy is never the database). */
export function restoreSqlite(dataDir: string, from: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const tmp = `${sqliteFile(dataDir)}.restoring`;
  fs.copyFileSync(from, tmp);
  fs.renameSync(tmp, sqliteFile(dataDir));
}
