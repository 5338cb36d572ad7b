import type { Kysely } from 'kysely';
import type { ListingStats } from 'shared-api/schemas';
import type { Database } from '../db/schema';

/** What My Listings shows per listing: page views (once per visitor a day), saves, conversations. */
export async function listingStatsOf(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, ListingStats>> {
  const stats = new Map<number, ListingStats>(
    ids.map((id) => [id, { views: 0, saves: 0, conversations: 0 }]),
  );
  if (ids.length === 0) return stats;
  const [views, saves, conversations] = await Promise.all([
    db
      .selectFrom('listing_views')
      .select(['listing_id', 'views'])
      .where('listing_id', 'in', ids)
      .execute(),
    db
      .selectFrom('saved_listings')
      .select((eb) => ['listing_id', eb.fn.countAll().as('n')])
      .where('listing_id', 'in', ids)
      .groupBy('listing_id')
      .execute(),
    db
      .selectFrom('conversations')
      .select((eb) => ['listing_id', eb.fn.countAll().as('n')])
      .where('listing_id', 'in', ids)
      .groupBy('listing_id')
      .execute(),
  ]);
  const at = (id: number | null) => (id === null ? undefined : stats.get(id));
  for (const v of views) {
    const s = at(v.listing_id);
    if (s) s.views = Number(v.views);
  }
  for (const v of saves) {
    const s = at(v.listing_id);
    if (s) s.saves = Number(v.n);
  }
  for (const v of conversations) {
    const s = at(v.listing_id);
    if (s) s.conversations = Number(v.n);
  }
  return stats;
}
