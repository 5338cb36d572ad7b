import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../api-messages';
import type { ListingDto } from '../../listings/listing.schema';
import {
  DEFAULT_REPORT_HIDE_THRESHOLD,
  REPORT_MESSAGES,
  reportListingSchema,
  type ListingReportDto,
} from '../../trust/trust.schema';
import type { MockDb, MockReport } from '../db';
import { API, apiError, callerUid, unauthorized } from './auth';

/** Open reports by this many people hide a listing from the public list (the server's default). */
export const isUnderReview = (db: MockDb, listingID: unknown) =>
  db.reports.filter((r) => String(r.listingID) === String(listingID) && !r.reviewed).length >=
  DEFAULT_REPORT_HIDE_THRESHOLD;

/** A listing answer with its review state, as the server computes it on every answer. */
export const withReview = (db: MockDb, listing: ListingDto): ListingDto => ({
  ...listing,
  underReview: isUnderReview(db, listing.listingID),
});

const toDto = ({ reporterUid: _uid, reviewed: _r, ...r }: MockReport, already: boolean) =>
  ({ ...r, alreadyReported: already }) satisfies ListingReportDto;

/** Reports of listings, in the server's order of checks. */
export function reportHandlers(db: MockDb) {
  return [
    http.post(`${API}/listings/:id/reports`, async ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const listing = db.findListing(String(params.id));
      if (!listing) return apiError(404, API_MESSAGES.listingNotFound);
      const text = await request.text();
      const parsed = z.safeParse(reportListingSchema, text ? JSON.parse(text) : {});
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      if (listing.firebaseUid === uid) return apiError(400, REPORT_MESSAGES.ownListing);
      const before = db.reports.find(
        (r) => r.reporterUid === uid && String(r.listingID) === String(listing.listingID),
      );
      if (before) return HttpResponse.json(toDto(before, true));
      const report: MockReport = {
        reportID: db.reports.length + 1,
        listingID: listing.listingID,
        reporterUid: uid,
        reason: parsed.data.reason,
        text: parsed.data.text,
        createdAt: new Date().toISOString(),
        reviewed: false,
      };
      db.reports.push(report);
      return HttpResponse.json(toDto(report, false), { status: 201 });
    }),

    http.get(`${API}/user/reports`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      return HttpResponse.json(
        db.reports
          .filter((r) => r.reporterUid === uid && db.findListing(String(r.listingID)))
          .reverse()
          .map((r) => toDto(r, true)),
      );
    }),
  ];
}
