import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Lister stats: views of a listing's page, once per visitor a day, with no personal data kept.
 * - `listing_view_marks`: (listing, Madison day, visitor mark) for today's de-duplication only. The
 *   mark is a keyed hash of the visitor's address and browser under a key derived per day from the
 *   server secret; marks of past days are deleted, so nothing links a visitor to a listing later.
 * - `listing_views`: the running count per listing (what My Listings shows).
 */
export const listingViewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('listing_view_marks')
      .addColumn('listing_id', 'integer', (c) =>
        c.notNull().references('listings.id').onDelete('cascade'),
      )
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('mark', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('listing_view_marks_pk', ['listing_id', 'day', 'mark'])
      .execute();
    await db.schema
      .createIndex('listing_view_marks_day_idx')
      .on('listing_view_marks')
      .column('day')
      .execute();
    await db.schema
      .createTable('listing_views')
      .addColumn('listing_id', 'integer', (c) =>
        c.primaryKey().references('listings.id').onDelete('cascade'),
      )
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('listing_views').execute();
    await db.schema.dropTable('listing_view_marks').execute();
  },
};
