import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Blocking and reporting people from a chat.
 * - `user_blocks`: one row per (blocker, blocked). Checked on every new conversation and message
 *   (either direction), by the conversation list (the blocker's side) and by the unread-message
 *   e-mail; the `blocked_id` index serves the "did they block me" direction.
 * - `user_reports`: reports of a person for moderation, one per reporter and person (the unique
 *   pair makes a repeated report the same report, even under a race). `conversation_id` is the chat
 *   it came from (null when the conversation is gone); `reported_name` keeps who it was.
 */
export function userBlocksMigration(dialect: 'sqlite' | 'postgres'): Migration {
  const pg = dialect === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const user = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_blocks')
        .addColumn('blocker_id', 'integer', user)
        .addColumn('blocked_id', 'integer', user)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      await db.schema
        .createIndex('user_blocks_blocked_idx')
        .on('user_blocks')
        .columns(['blocked_id', 'blocker_id'])
        .execute();
      await db.schema
        .createTable('user_reports')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('reported_id', 'integer', user)
        .addColumn('reporter_id', 'integer', user)
        .addColumn('conversation_id', 'integer', (c) =>
          c.references('conversations.id').onDelete('set null'),
        )
        .addColumn('reported_name', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .addUniqueConstraint('user_reports_once_uq', ['reported_id', 'reporter_id'])
        .execute();
      await db.schema
        .createIndex('user_reports_reporter_idx')
        .on('user_reports')
        .columns(['reporter_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_reports').execute();
      await db.schema.dropTable('user_blocks').execute();
    },
  };
}
