import {
  API_MESSAGES,
  REPORT_MESSAGES,
  REPORT_REASONS,
  reportListingSchema,
  type ListingReportDto,
  type ReportReason,
} from 'shared-api/schemas';
import { bumpListingsVersion } from '../db/data-version';
import { nowIso, type Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { parseId, parseOr400 } from '../http/validate';
import { reportsRepository, type ReportRow } from './reports.repository';

export type ReportsService = ReturnType<typeof reportsService>;

const asReason = (reason: string): ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : 'other';

const toDto = (row: ReportRow, alreadyReported: boolean): ListingReportDto => ({
  reportID: row.id,
  listingID: row.listing_id,
  reason: asReason(row.reason),
  text: row.details,
  createdAt: row.created_at,
  alreadyReported,
});

/** Reports of listings: one per person and listing, stored for moderation. */
export function reportsService(db: Db) {
  const repo = reportsRepository(db.kysely);

  return {
    /**
     * POST /listings/{id}/reports. `created` false: the caller had reported this listing before,
     * and the answer is that first report, unchanged (a second report is the same report).
     */
    async report(
      userId: number,
      rawListingId: string,
      body: unknown,
    ): Promise<{ created: boolean; report: ListingReportDto }> {
      const id = parseId(rawListingId);
      const listing = id === null ? undefined : await repo.findListing(id);
      if (!listing) throw notFound(API_MESSAGES.listingNotFound);
      const input = parseOr400(reportListingSchema, body);
      if (listing.owner_id === userId) throw badRequest(REPORT_MESSAGES.ownListing);
      const before = await repo.findByReporter(listing.id, userId);
      if (before) return { created: false, report: toDto(before, true) };

      const newId = await db.kysely.transaction().execute(async (trx) => {
        const inserted = await reportsRepository(trx).insert({
          listing_id: listing.id,
          lister_id: listing.owner_id,
          listing_title: listing.title,
          reporter_id: userId,
          reason: input.reason,
          details: input.text,
          created_at: nowIso(),
        });
        // Every new report may be the one that hides the listing: the public list is rebuilt.
        // (Bumping only at the threshold would miss it when two reports land at once.)
        if (inserted !== null) await bumpListingsVersion(trx);
        return inserted;
      });
      const stored = await repo.findByReporter(listing.id, userId);
      if (!stored) throw new Error('Report was not stored');
      return { created: newId !== null, report: toDto(stored, newId === null) };
    },

    /** GET /user/reports: what the caller has reported, so the page can say so before they ask. */
    async mine(userId: number): Promise<ListingReportDto[]> {
      return (await repo.listByReporter(userId)).map((row) => toDto(row, true));
    },
  };
}
