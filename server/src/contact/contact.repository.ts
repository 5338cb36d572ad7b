import type { Kysely, Selectable } from 'kysely';
import type { ContactInquiriesTable, Database } from '../db/schema';

export function contactRepository(db: Kysely<Database>) {
  return {
    /** A new inquiry is never mailed yet: the background mailer sets `mailed_at`. */
    async insert(row: Omit<Selectable<ContactInquiriesTable>, 'id' | 'mailed_at'>) {
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
