import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Saved searches and alerts.
 * - `saved_searches`: a name and the canonical /listings query per row; the unique (user, query)
 *   pair makes saving the same view twice a 409 even under a race. `last_seen_at` is when the owner
 *   last opened it: new matches are listings created after it (computed on read, not stored).
 * - `saved_search_mailed`: which listing was e-mailed for which search, so the digest never sends
 *   the same one twice; rows older than the search's `last_seen_at` are pruned when it is seen.
 * - `saved_search_alerts`: per user, the e-mail switch (on when no row) and `digest_sent_at`, which
 *   the digest job claims with a conditional UPDATE so two instances never both send a user's mail.
 * New-match candidates (AVAILABLE, created after a time) are read through `listings_public_idx`.
 */
export function savedSearchesMigration(dialect: 'sqlite' | 'postgres'): Migration {
  const pg = dialect === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('saved_searches')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('saved_searches_query_uq', ['user_id', 'query'])
        .execute();
      await db.schema
        .createIndex('saved_searches_user_idx')
        .on('saved_searches')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('saved_search_mailed')
        .addColumn('saved_search_id', 'integer', (c) =>
          c.notNull().references('saved_searches.id').onDelete('cascade'),
        )
        .addColumn('listing_id', 'integer', (c) =>
          c.notNull().references('listings.id').onDelete('cascade'),
        )
        .addColumn('mailed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_search_mailed_pk', ['saved_search_id', 'listing_id'])
        .execute();
      await db.schema
        .createTable('saved_search_alerts')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('digest_sent_at', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('saved_search_alerts').execute();
      await db.schema.dropTable('saved_search_mailed').execute();
      await db.schema.dropTable('saved_searches').execute();
    },
  };
}
