import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * E-mail about unread messages (docs/decisions/0028-e-mail-about-unread-messages.md).
 * - `message_alerts`: per user, the 'E-mail me about new messages' switch (on when no row).
 * - `message_emails`: per conversation and recipient, the newest message id the last e-mail
 *   covered. The job claims a mail by a conditional UPDATE of this row (the id it last saw), so of
 *   several instances only one sends it; the recipient is due again only once their read state has
 *   moved up to it.
 * - `users.email_bounced_at`: when a mail server refused the address for good (5xx to RCPT TO);
 *   nothing is mailed to it until the address changes or is verified again.
 */
export const messageEmailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('message_alerts')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('message_emails')
      .addColumn('conversation_id', 'integer', (c) =>
        c.notNull().references('conversations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('mailed_message_id', 'integer', (c) => c.notNull())
      .addColumn('mailed_at', 'text')
      .addPrimaryKeyConstraint('message_emails_pk', ['conversation_id', 'user_id'])
      .execute();
    // The job's scan starts from recently active conversations.
    await db.schema
      .createIndex('conversations_activity_idx')
      .on('conversations')
      .column('last_activity_at')
      .execute();
    await sql`alter table users add column email_bounced_at text`.execute(db);
  },
};
