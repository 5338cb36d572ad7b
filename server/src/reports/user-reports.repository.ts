import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const COLUMNS = ['r.id', 'r.conversation_id', 'r.reason', 'r.details', 'r.created_at'] as const;

/** Reports of people from a chat (migration 0013): one per reporter and person. */
export function userReportsRepository(db: Kysely<Database>) {
  return {
    findUser(firebaseUid: string) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'firebase_uid'])
        .where('firebase_uid', '=', firebaseUid)
        .executeTakeFirst();
    },
    findConversation(id: number) {
      return db
        .selectFrom('conversations')
        .select(['id', 'requester_id', 'lister_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    findByReporter(reportedId: number, reporterId: number) {
      return db
        .selectFrom('user_reports as r')
        .innerJoin('users as u', 'u.id', 'r.reported_id')
        .select([...COLUMNS, 'u.firebase_uid'])
        .where('r.reported_id', '=', reportedId)
        .where('r.reporter_id', '=', reporterId)
        .executeTakeFirst();
    },
    /** The new report's id, or null when this person had already reported them (race too). */
    async insert(row: {
      reported_id: number;
      reporter_id: number;
      conversation_id: number | null;
      reported_name: string | null;
      reason: string;
      details: string;
      created_at: string;
    }) {
      const inserted = await db
        .insertInto('user_reports')
        .values(row)
        .onConflict((oc) => oc.columns(['reported_id', 'reporter_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },
  };
}

export type UserReportRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof userReportsRepository>['findByReporter']>>
>;
