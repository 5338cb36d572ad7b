import type { Kysely, Updateable } from 'kysely';
import type { Database, UserRow, UsersTable } from '../db/schema';

export function usersRepository(db: Kysely<Database>) {
  return {
    findByUid(uid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('firebase_uid', '=', uid).executeTakeFirst();
    },
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Creates the row unless it exists (two first calls may race), then reads it. */
    async insertIfMissing(row: {
      firebase_uid: string;
      name: string | null;
      email: string | null;
      email_verified: number;
      picture_url: string | null;
      now: string;
    }) {
      await db
        .insertInto('users')
        .values({
          firebase_uid: row.firebase_uid,
          name: row.name,
          email: row.email,
          email_verified: row.email_verified,
          picture_url: row.picture_url,
          picture_key: null,
          created_at: row.now,
          updated_at: row.now,
        })
        .onConflict((oc) => oc.column('firebase_uid').doNothing())
        .execute();
      return db
        .selectFrom('users')
        .selectAll()
        .where('firebase_uid', '=', row.firebase_uid)
        .executeTakeFirstOrThrow();
    },
    async update(id: number, patch: Updateable<UsersTable>): Promise<UserRow> {
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
  };
}
