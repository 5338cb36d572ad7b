import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function contactRepository(db: Kysely<Database>) {
  return {
    async insert(row: {
      name: string;
      email: string;
      inquiry_type: string;
      message: string;
      user_agent: string | null;
      created_at: string;
    }) {
      const inserted = await db
        .insertInto('contact_inquiries')
        .values({ ...row, mailed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },
    async markMailed(id: number, at: string) {
      await db
        .updateTable('contact_inquiries')
        .set({ mailed_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}
