import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One row per upload link handed out and not yet attached (storage/upload-slots.ts): a link is good
 * for one upload while its row exists, and the sweep removes what was never attached. Plain text
 * and integers, so the same DDL serves SQLite and PostgreSQL (times are ISO-8601 UTC text).
 */
export const pendingUploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pending_uploads')
      .addColumn('storage_key', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text')
      .addColumn('uploaded_at', 'text')
      .execute();
    await db.schema
      .createIndex('pending_uploads_user_idx')
      .on('pending_uploads')
      .columns(['user_id', 'kind', 'created_at'])
      .execute();
    await db.schema
      .createIndex('pending_uploads_expires_idx')
      .on('pending_uploads')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pending_uploads').execute();
  },
};
