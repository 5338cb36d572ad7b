import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiGet,
  apiPost,
  CACHE_TIMES,
  type Id,
  type ListingReportDto,
  listingReportDtoSchema,
  listingReportListSchema,
  mutationKeys,
  queryKeys,
  type ReportListingInput,
  reportListingSchema,
  useCurrentUid,
  useSession,
} from 'shared-api';

/** `GET /user/reports` (auth): what the signed-in user has reported. Keyed and enabled by uid. */
export function myReportsQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.reports.mine(uid ?? ''),
    queryFn: ({ signal }) => apiGet('/user/reports', listingReportListSchema, { signal }),
    enabled: !!uid,
    ...CACHE_TIMES.userListings,
  });
}

/**
 * The signed-in user's report of this listing: the report, null when they have not reported it,
 * undefined while unknown (signed out, or still loading).
 */
export function useMyReport(listingId: Id | undefined): ListingReportDto | null | undefined {
  const uid = useCurrentUid();
  const { data } = useQuery(myReportsQuery(uid));
  if (!uid || !data || listingId === undefined) return undefined;
  return data.find((r) => String(r.listingID) === String(listingId)) ?? null;
}

/**
 * `POST /listings/{id}/reports`. The body is checked with the server's schema first, so a bad
 * report never leaves the browser and reads the same words. Answers the stored report;
 * `alreadyReported` says it was reported before (the first report stands).
 */
export async function reportListing(
  listingId: Id,
  input: ReportListingInput,
): Promise<ListingReportDto> {
  const parsed = reportListingSchema.safeParse(input);
  if (!parsed.success) {
    throw new ApiError(parsed.error.issues[0]?.message ?? 'Invalid report', 400);
  }
  return apiPost(
    `/listings/${encodeURIComponent(String(listingId))}/reports`,
    parsed.data,
    listingReportDtoSchema,
  );
}

/** 'Report this listing': on success the user's reports know it, and the listing is read anew. */
export function useReportListing() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.reportListing,
    mutationFn: ({ listingId, report }: { listingId: Id; report: ReportListingInput }) =>
      reportListing(listingId, report),
    onSuccess: (report, { listingId }) => {
      const uid = useSession.getState().user?.uid;
      if (uid) {
        client.setQueryData(queryKeys.reports.mine(uid), (old: ListingReportDto[] | undefined) =>
          old?.some((r) => String(r.reportID) === String(report.reportID))
            ? old
            : [report, ...(old ?? [])],
        );
      }
      // This report may be the one that takes the listing out of the public list.
      void client.invalidateQueries({ queryKey: queryKeys.listings.list() });
      void client.invalidateQueries({ queryKey: queryKeys.listings.detail(listingId) });
    },
  });
}
