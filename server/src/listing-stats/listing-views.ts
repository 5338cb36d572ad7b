import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { madisonToday } from '../listings/listings.service';

/**
 * Counts a listing page's views once per visitor a Madison day, keeping no personal data: the
 * visitor is a mark — HMAC(day key, address + browser), the day key HMAC(server secret, day) — held
 * only for that day's de-duplication; older marks are deleted as the next day's first view is
 * counted. Counting never slows or fails the page: callers do not wait for it.
 */
export function listingViews(db: Kysely<Database>, secret: string) {
  let pruned = '';
  const dayKey = (day: string) =>
    createHmac('sha256', secret).update(`listing-views/v1/${day}`).digest();

  return {
    async count(
      listingId: number,
      visitor: { address: string; browser: string },
      now = new Date(),
    ) {
      const day = madisonToday(now);
      const mark = createHmac('sha256', dayKey(day))
        .update(`${visitor.address}\n${visitor.browser}`)
        .digest('base64url')
        .slice(0, 22);
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('listing_view_marks')
          .values({ listing_id: listingId, day, mark })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
        await trx
          .insertInto('listing_views')
          .values({ listing_id: listingId, views: 1 })
          .onConflict((oc) =>
            oc
              .column('listing_id')
              .doUpdateSet((eb) => ({ views: eb('listing_views.views', '+', 1) })),
          )
          .execute();
      });
      if (pruned !== day) {
        pruned = day;
        await db.deleteFrom('listing_view_marks').where('day', '<', day).execute();
      }
    },
  };
}
export type ListingViews = ReturnType<typeof listingViews>;
