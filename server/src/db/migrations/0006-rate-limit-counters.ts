import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Request counters of the rate limits (http/rate-limit-store.ts), so every API instance on one
 * database counts the same requests. `window_start`/`expires_at` are epoch milliseconds (bigint).
 */
export const rateLimitCountersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_expires_idx')
      .on('rate_limit_counters')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_counters').execute();
  },
};
