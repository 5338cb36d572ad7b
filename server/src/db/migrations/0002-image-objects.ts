import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One row per processed image (listing photo or profile picture), keyed by its base storage key:
 * the size the pipeline kept, so answers can carry width, height and the sizes without touching
 * the store. No row = not uploaded yet. Plain text and integers: the same on SQLite and PostgreSQL.
 */
export const imageObjectsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('image_objects')
      .addColumn('storage_key', 'text', (c) => c.primaryKey())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('image_objects').execute();
  },
};
