import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Stale listings: `stale_asked_at` is when the lister was asked 'Still available?' (null: not
 * asked since the last update or confirmation). A listing left unanswered is hidden with status
 * `STALE` (so every read of `AVAILABLE` listings leaves it out, as with `TAKEN`). The sweep looks
 * for available listings by their last update: `listings_fresh_idx` serves it. Same in both dialects.
 */
export const staleListingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table listings add column stale_asked_at text`.execute(db);
    await db.schema
      .createIndex('listings_fresh_idx')
      .on('listings')
      .columns(['status', 'updated_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('listings_fresh_idx').execute();
    await sql`alter table listings drop column stale_asked_at`.execute(db);
  },
};
