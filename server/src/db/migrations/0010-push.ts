import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Web Push (docs/decisions/0030-web-push.md).
 * - `push_subscriptions`: one row per browser profile, its endpoint unique (a profile signed in by
 *   someone else moves to them); `last_used_at` picks the one a user's 6th replaces.
 * - `push_outbox`: one row per push to send to one subscription, written in (or right after) the
 *   transaction of what it announces, so nothing is lost when the push service or this instance is
 *   down. Every instance's worker claims due rows with a conditional UPDATE (`claim_token`,
 *   `claimed_until`), so one instance sends each; a crash mid-send lets the lease lapse and another
 *   retries. Rows go when their subscription goes (cascade).
 */
export function pushMigration(dialect: 'sqlite' | 'postgres'): Migration {
  const pg = dialect === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('expiration_time', pg ? 'bigint' : 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_user_idx')
        .on('push_subscriptions')
        .columns(['user_id', 'last_used_at'])
        .execute();
      await db.schema
        .createTable('push_outbox')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('subscription_id', 'integer', (c) =>
          c.notNull().references('push_subscriptions.id').onDelete('cascade'),
        )
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('urgency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claim_token', 'text')
        .addColumn('claimed_until', 'text')
        .execute();
      await db.schema
        .createIndex('push_outbox_due_idx')
        .on('push_outbox')
        .columns(['next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('push_outbox_subscription_idx')
        .on('push_outbox')
        .columns(['subscription_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('push_outbox').execute();
      await db.schema.dropTable('push_subscriptions').execute();
    },
  };
}
