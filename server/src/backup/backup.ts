import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import type { AppConfig } from '../config/env';
import {
  DATABASE_FILE,
  EXTRAS_DIR,
  FORMAT_VERSION,
  MANIFEST_FILE,
  OBJECTS_DIR,
  summary,
  type Kind,
  type Manifest,
} from './manifest';
import { objectArea } from './objects';
import { backupPostgres } from './postgres';
import { backupSqlite } from './sqlite';

/**
 * Files of DATA_DIR that belong with the data: the storage link secret, the Web Push (VAPID) keys
 * the stored push subscriptions were made for, and the local auth emulator's saved accounts (a
 * `pnpm start` site's sign-ins; production's Firebase accounts are not ours to copy).
 */
export const EXTRAS = ['storage-secret', 'vapid.json', 'auth-emulator'] as const;

export const kindOf = (config: AppConfig): Kind => (config.databaseUrl ? 'postgres' : 'sqlite');

/** A folder beside `file` (same disk: the archive is built from it), removed by the caller. */
export function workDir(near: string): string {
  fs.mkdirSync(near, { recursive: true });
  return fs.mkdtempSync(path.join(near, '.sublease-backup-'));
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  seconds: number;
  summary: string;
}

/**
 * One archive (.tar.gz): manifest.json, the database (a consistent snapshot taken while the site
 * runs), then every object. The database goes first: an image deleted between the two steps may be
 * missing (its listing was being deleted), an image added meanwhile is extra; nothing the snapshot
 * names that still exists is left out.
 */
export async function runBackup(config: AppConfig, out: string): Promise<BackupResult> {
  const started = performance.now();
  const kind = kindOf(config);
  const dir = workDir(path.dirname(out));
  try {
    const dbFile = path.join(dir, DATABASE_FILE[kind]);
    const snapshotAt = new Date().toISOString();
    const { tables, migrations } = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, dbFile)
      : await backupSqlite(config.dataDir, dbFile);
    fs.mkdirSync(path.join(dir, OBJECTS_DIR));
    const objects = await objectArea(config).exportAll(path.join(dir, OBJECTS_DIR));
    const extras: string[] = [];
    for (const name of EXTRAS) {
      const from = path.join(config.dataDir, name);
      if (!fs.existsSync(from)) continue;
      fs.cpSync(from, path.join(dir, EXTRAS_DIR, name), { recursive: true });
      extras.push(name);
    }
    const manifest: Manifest = {
      format: 'sublease-backup',
      version: FORMAT_VERSION,
      kind,
      createdAt: new Date().toISOString(),
      snapshotAt,
      migrations,
      tables,
      objects,
      extras,
    };
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
    // Written under a temporary name: a backup that failed half-way never looks like a backup.
    const partial = `${out}.partial`;
    const entries = [MANIFEST_FILE, DATABASE_FILE[kind], OBJECTS_DIR];
    if (extras.length) entries.push(EXTRAS_DIR);
    await tar.create({ gzip: true, portable: true, file: partial, cwd: dir }, entries);
    fs.renameSync(partial, out);
    return {
      file: out,
      bytes: fs.statSync(out).size,
      manifest,
      seconds: (performance.now() - started) / 1000,
      summary: summary(tables, objects.length),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
