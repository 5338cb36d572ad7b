import { createHmac } from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { madisonToday } from '../listings/listings.service';

/** Repeat views an instance recognises without the database (about 3 MB of keys at most). */
const SEEN_CAP = 50_000;

/**
 * Counts a listing page's views once per visitor a Madison day, keeping no personal data: the
 * visitor is a mark — HMAC(day key, address + browser), the day key HMAC(server secret, day) — held
 * only for that day's de-duplication; older marks are deleted as the next day's first view is
 * counted. Counting never slows or fails the page: callers do not wait for it.
 */
export function listingViews(db: Kysely<Database>, secret: string) {
  let pruned = '';
  // The day key changes once a day: derived once, not on every view.
  let key = { day: '', value: Buffer.alloc(0) };
  const dayKey = (day: string) => {
    if (key.day !== day)
      key = { day, value: createHmac('sha256', secret).update(`listing-views/v1/${day}`).digest() };
    return key.value;
  };
  // The marks this instance already stored today: a repeat view (the common case: a visitor
  // coming back to a page) is known here without a round trip. Only a shortcut — the database's
  // unique mark stays the rule across instances. Bounded: past the cap it starts afresh.
  let seen = { day: '', marks: new Set<string>() };
  // PostgreSQL stores the mark and counts the view in one statement (a data-modifying WITH):
  // one round trip, as atomic as the transaction SQLite (no such WITH; in-process) runs.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

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
      if (seen.day !== day || seen.marks.size >= SEEN_CAP) seen = { day, marks: new Set() };
      const seenKey = `${listingId} ${mark}`;
      if (seen.marks.has(seenKey)) return;
      if (postgres) {
        await db
          .with('marked', (w) =>
            w
              .insertInto('listing_view_marks')
              .values({ listing_id: listingId, day, mark })
              .onConflict((oc) => oc.doNothing())
              .returning('listing_id'),
          )
          .insertInto('listing_views')
          .columns(['listing_id', 'views'])
          .expression((eb) =>
            eb.selectFrom('marked').select((e) => ['listing_id', e.lit(1).as('views')]),
          )
          .onConflict((oc) =>
            oc
              .column('listing_id')
              .doUpdateSet((eb) => ({ views: eb('listing_views.views', '+', 1) })),
          )
          .execute();
      } else {
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
      }
      seen.marks.add(seenKey);
      if (pruned !== day) {
        pruned = day;
        await db.deleteFrom('listing_view_marks').where('day', '<', day).execute();
      }
    },
  };
}
export type ListingViews = ReturnType<typeof listingViews>;
