import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function savedRepository(db: Kysely<Database>) {
  return {
    listingExists: async (listingId: number) =>
      Boolean(
        await db.selectFrom('listings').select('id').where('id', '=', listingId).executeTakeFirst(),
      ),
    /** True when a new save was stored, false when it already existed. */
    async save(userId: number, listingId: number, now: string): Promise<boolean> {
      const result = await db
        .insertInto('saved_listings')
        .values({ user_id: userId, listing_id: listingId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'listing_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async unsave(userId: number, listingId: number) {
      await db
        .deleteFrom('saved_listings')
        .where('user_id', '=', userId)
        .where('listing_id', '=', listingId)
        .execute();
    },
  };
}
