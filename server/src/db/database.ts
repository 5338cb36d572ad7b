import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { initialMigration } from './migrations/0001-initial';
import { imageObjectsMigration } from './migrations/0002-image-objects';
import { halfBathroomsMigration } from './migrations/0003-half-bathrooms';
import { pendingUploadsMigration } from './migrations/0004-pending-uploads';
import { emailVerifiedMigration } from './migrations/0005-email-verified';
import { rateLimitCountersMigration } from './migrations/0006-rate-limit-counters';
import { listingReportsMigration } from './migrations/0007-listing-reports';
import { savedSearchesMigration } from './migrations/0008-saved-searches';
import { messageEmailMigration } from './migrations/0009-message-email';
import { pushMigration } from './migrations/0010-push';
import { listingViewsMigration } from './migrations/0011-listing-views';
import { staleListingsMigration } from './migrations/0012-stale-listings';
import { userBlocksMigration } from './migrations/0013-user-blocks';
import { remoteHealthMigration } from './migrations/0015-remote-health';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's connection pool (its counts are metrics); SQLite has none. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests give each file its own); created when missing. */
  pgSchema?: string;
}

// PostgreSQL answers COUNT(*) as bigint text; our counts are small, so read int8 as a number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openDatabase(opts: DatabaseOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const schema = opts.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
      throw new Error(`Bad schema name ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: opts.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', pool, destroy: () => kysely.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'sublease.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL + NORMAL is durable across application crashes; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs as much as running a point query in
 * better-sqlite3. Our queries are a small set of SQL texts, so keep their prepared statements.
 * better-sqlite3 runs each statement to completion synchronously, so sharing one is safe.
 */
function cachedStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return {
      '0001-initial': initialMigration(this.dialect),
      '0002-image-objects': imageObjectsMigration,
      '0003-half-bathrooms': halfBathroomsMigration(this.dialect),
      '0004-pending-uploads': pendingUploadsMigration,
      '0005-email-verified': emailVerifiedMigration,
      '0006-rate-limit-counters': rateLimitCountersMigration,
      '0007-listing-reports': listingReportsMigration(this.dialect),
      '0008-saved-searches': savedSearchesMigration(this.dialect),
      '0009-message-email': messageEmailMigration,
      '0010-push': pushMigration(this.dialect),
      '0011-listing-views': listingViewsMigration,
      '0012-stale-listings': staleListingsMigration,
      '0013-user-blocks': userBlocksMigration(this.dialect),
      '0015-remote-health': remoteHealthMigration(),
    };
  }
}

/** The names of the migrations this code knows (a backup made by a newer version has others). */
export async function knownMigrations(dialect: Dialect): Promise<string[]> {
  return Object.keys(await new StaticProvider(dialect).getMigrations());
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new StaticProvider(db.dialect),
    // Branches number their migrations independently (0010 may land before 0009): a database that
    // already ran a later one still runs an earlier one merged afterwards, instead of refusing.
    allowUnorderedMigrations: true,
  });
  // Nothing of ours pending: leave the schema alone. This is also how the previous release starts
  // on a database a newer one already migrated (a rolling deploy, README "Deploying without a gap"):
  // migrations only expand, so its queries still work, while Kysely's migrateToLatest would
  // refuse a database that ran migrations this build does not know.
  const known = await migrator.getMigrations();
  if (known.every((m) => m.executedAt !== undefined)) return;
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export const nowIso = () => new Date().toISOString();
