import {
  SAVED_SEARCH_NEW_MAX,
  deriveSemester,
  filtersFromParams,
  matchesFilters,
  type FilterableListing,
  type ListingFilters,
} from 'shared-api/schemas';
import type { TrustConfig } from '../config/env';
import type { CandidateRow } from './saved-searches.repository';

/**
 * New matches of saved searches, with the list's own rules (`matchesFilters` from shared-api) on
 * the list's own view of a listing: its term is `deriveSemester` (the listing's term, else its
 * start month), exactly as the client's `toListing` derives `semester`.
 */

export function parseAmenities(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const filterView = (row: CandidateRow): FilterableListing => ({
  semester: deriveSemester(row.start_date, row.term),
  price: Number(row.rent),
  roommates: Number(row.roommates),
  amenities: parseAmenities(row.amenities),
  startDate: row.start_date,
  endDate: row.end_date,
});

/** A saved query's filters (its sort is irrelevant to matching). */
export const searchFilters = (query: string): ListingFilters =>
  filtersFromParams(new URLSearchParams(query));

/** Hidden by reports: out of the list, so never a new match either. */
export const isHidden = (row: CandidateRow, trust: TrustConfig) =>
  Number(row.open_reports ?? 0) >= trust.reportHideThreshold;

/**
 * Prepares candidates once (views computed once, hidden ones dropped) and answers, per search, the
 * listings created after its `lastSeenAt` that match, newest first (candidates come newest first),
 * at most `SAVED_SEARCH_NEW_MAX`.
 */
export function matcher(candidates: CandidateRow[], trust: TrustConfig) {
  const shown = candidates
    .filter((c) => !isHidden(c, trust))
    .map((row) => ({ row, view: filterView(row) }));
  return (search: { query: string; last_seen_at: string }, max = SAVED_SEARCH_NEW_MAX) => {
    const filters = searchFilters(search.query);
    const out: CandidateRow[] = [];
    for (const { row, view } of shown) {
      if (out.length >= max) break;
      if (row.created_at > search.last_seen_at && matchesFilters(view, filters)) out.push(row);
    }
    return out;
  };
}
