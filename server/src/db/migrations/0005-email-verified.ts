import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Whether the user's e-mail address is verified (the ID token's `email_verified`, copied on sign-in),
 * so a listing can say whether its lister's address is proven. 0/1 in both dialects.
 */
export const emailVerifiedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table users add column email_verified integer not null default 0`.execute(db);
  },
};
