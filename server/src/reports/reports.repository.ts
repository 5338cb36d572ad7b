import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const COLUMNS = ['id', 'listing_id', 'reason', 'details', 'created_at'] as const;

export function reportsRepository(db: Kysely<Database>) {
  return {
    findListing(id: number) {
      return db
        .selectFrom('listings')
        .select(['id', 'owner_id', 'title'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    findByReporter(listingId: number, reporterId: number) {
      return db
        .selectFrom('listing_reports')
        .select(COLUMNS)
        .where('listing_id', '=', listingId)
        .where('reporter_id', '=', reporterId)
        .executeTakeFirst();
    },
    /** The new report's id, or null when this person had already reported the listing (race too). */
    async insert(row: {
      listing_id: number;
      lister_id: number;
      listing_title: string;
      reporter_id: number;
      reason: string;
      details: string;
      created_at: string;
    }) {
      const inserted = await db
        .insertInto('listing_reports')
        .values(row)
        .onConflict((oc) => oc.columns(['listing_id', 'reporter_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },
    /** The caller's reports of listings that still exist, newest first. */
    listByReporter(reporterId: number) {
      return db
        .selectFrom('listing_reports')
        .select(COLUMNS)
        .where('reporter_id', '=', reporterId)
        .where('listing_id', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

export type ReportRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof reportsRepository>['findByReporter']>>
>;
