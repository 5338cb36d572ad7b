import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Reports of listings for moderation. One per person and listing (the unique pair makes
 * a repeated report the same report, even under a race). A deleted listing leaves its reports with
 * `listing_id` null; `lister_id` and `listing_title` keep who and what was reported. Open reports
 * (`reviewed_at` null) are what hides a listing, counted through the `listing_id` index.
 */
export function listingReportsMigration(dialect: 'sqlite' | 'postgres'): Migration {
  const pg = dialect === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('listing_reports')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
        .addColumn('lister_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('listing_title', 'text', (c) => c.notNull())
        .addColumn('reporter_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .addUniqueConstraint('listing_reports_once_uq', ['listing_id', 'reporter_id'])
        .execute();
      await db.schema
        .createIndex('listing_reports_reporter_idx')
        .on('listing_reports')
        .columns(['reporter_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('listing_reports').execute();
    },
  };
}
