import { bumpListingsVersion } from '../db/data-version';
import { nowIso, type Db } from '../db/database';

/**
 * Moderators' review of reports. No admin role exists in the product, so
 * review is a server-side operation on the database (`pnpm --filter server moderation`), not an
 * endpoint anyone could reach.
 */

export interface ReportedListing {
  listingId: number | null;
  title: string;
  listerId: number;
  openReports: number;
  reasons: string[];
  lastReportedAt: string;
}

/** Listings with open (unreviewed) reports, most reported first; deleted listings have a null id. */
export async function openReports(db: Db): Promise<ReportedListing[]> {
  const rows = await db.kysely
    .selectFrom('listing_reports')
    .select(['listing_id', 'listing_title', 'lister_id', 'reason', 'details', 'created_at'])
    .where('reviewed_at', 'is', null)
    .orderBy('created_at', 'asc')
    .execute();
  const byListing = new Map<string, ReportedListing>();
  for (const r of rows) {
    const key = r.listing_id === null ? `deleted:${r.listing_title}` : String(r.listing_id);
    const entry = byListing.get(key) ?? {
      listingId: r.listing_id,
      title: r.listing_title,
      listerId: r.lister_id,
      openReports: 0,
      reasons: [],
      lastReportedAt: r.created_at,
    };
    entry.openReports += 1;
    entry.reasons.push(r.details ? `${r.reason}: ${r.details}` : r.reason);
    entry.lastReportedAt = r.created_at;
    byListing.set(key, entry);
  }
  return [...byListing.values()].sort((a, b) => b.openReports - a.openReports);
}

/**
 * Marks a listing's open reports reviewed: it is back in the public list at once (the listings
 * version is bumped in the same transaction, so every instance rebuilds its cached list). The rows
 * stay as the record; the same people cannot report it again (one report per person and listing).
 * Returns how many reports were cleared.
 */
export async function clearListingReports(db: Db, listingId: number): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const cleared = await trx
      .updateTable('listing_reports')
      .set({ reviewed_at: nowIso() })
      .where('listing_id', '=', listingId)
      .where('reviewed_at', 'is', null)
      .executeTakeFirst();
    const count = Number(cleared.numUpdatedRows);
    if (count > 0) await bumpListingsVersion(trx);
    return count;
  });
}
