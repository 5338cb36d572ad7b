import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import type { AppConfig } from '../config/env';
import { knownMigrations, migrate, openDatabase } from '../db/database';
import { kindOf, workDir } from './backup';
import {
  countMismatches,
  DATABASE_FILE,
  EXTRAS_DIR,
  OBJECTS_DIR,
  readManifest,
  Refused,
  summary,
} from './manifest';
import { objectArea } from './objects';
import { clearPostgres, postgresCounts, restorePostgres } from './postgres';
import { removeSqlite, restoreSqlite, sqliteCounts, sqliteFile } from './sqlite';

const KIND_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export interface RestoreResult {
  summary: string;
  /** Migrations run after the restore (the backup was made by an older version). */
  migrated: number;
}

/**
 * Restores a backup into the configured site, which must be empty (no database tables, no stored
 * objects) unless `force`, which first removes everything there. Checks every table's rows and the
 * number of objects against the manifest, then runs the migrations the backup is behind on.
 * The site must not be running meanwhile.
 */
export async function runRestore(
  config: AppConfig,
  file: string,
  { force = false } = {},
): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new Refused(`There is no file ${file}.`);
  const kind = kindOf(config);
  const target = config.databaseUrl
    ? `the PostgreSQL database ${redact(config.databaseUrl)}`
    : `the SQLite database ${sqliteFile(config.dataDir)}`;
  const area = objectArea(config);
  const dir = workDir(config.dataDir);
  try {
    try {
      await tar.extract({ file, cwd: dir });
    } catch (err) {
      throw new Refused(`${file} is not a backup of the site (${(err as Error).message}).`);
    }
    const manifest = await readManifest(dir);
    if (manifest.kind !== kind)
      throw new Refused(
        `This is a backup of a ${KIND_NAMES[manifest.kind]} site; the target is ${target}. ` +
          (manifest.kind === 'postgres'
            ? 'Restore it into PostgreSQL: set DATABASE_URL (and the S3_* settings), or `pnpm restore --scale <file>` for the local --scale site.'
            : 'Restore it without DATABASE_URL (a SQLite site in DATA_DIR).'),
      );
    const known = await knownMigrations(kind);
    const unknown = manifest.migrations.filter((m) => !known.includes(m));
    if (unknown.length)
      throw new Refused(
        `This backup was made by a newer version of the site (migrations ${unknown.join(', ')}); restore it with that version or newer.`,
      );

    const existing = config.databaseUrl
      ? await postgresCounts(config.databaseUrl)
      : sqliteCounts(config.dataDir);
    const objectsThere = await area.count();
    if ((existing || objectsThere > 0) && !force) {
      const rows = existing
        ? summary(existing.tables, objectsThere)
        : `${objectsThere} stored objects`;
      throw new Refused(
        `The target is not empty: ${target} and ${area.name} hold ${rows}. ` +
          'Restore into an empty site, or add --force to delete everything there first.',
      );
    }
    if (force) {
      if (config.databaseUrl) await clearPostgres(config.databaseUrl);
      else removeSqlite(config.dataDir);
      await area.clear();
    }

    const dump = path.join(dir, DATABASE_FILE[kind]);
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, dump);
    else restoreSqlite(config.dataDir, dump);
    const restored = config.databaseUrl
      ? await postgresCounts(config.databaseUrl)
      : sqliteCounts(config.dataDir);
    const mismatches = countMismatches(manifest.tables, restored?.tables ?? {});
    if (mismatches.length)
      throw new Error(`The restored database does not match the backup: ${mismatches.join('; ')}.`);

    await area.importAll(manifest.objects, path.join(dir, OBJECTS_DIR));
    const objects = await area.count();
    if (objects !== manifest.objects.length)
      throw new Error(
        `The backup holds ${manifest.objects.length} objects; ${area.name} now holds ${objects}.`,
      );

    for (const name of manifest.extras) {
      const to = path.join(config.dataDir, name);
      fs.rmSync(to, { recursive: true, force: true });
      fs.cpSync(path.join(dir, EXTRAS_DIR, name), to, { recursive: true });
    }

    const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
    return {
      summary: summary(manifest.tables, objects),
      migrated: known.filter((m) => !manifest.migrations.includes(m)).length,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A database URL without its password, for messages. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
