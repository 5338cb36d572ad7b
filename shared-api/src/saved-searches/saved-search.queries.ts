import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../client';
import { MINUTE, SECOND } from '../query/cache-times';
import { pollWithBackoff } from '../query/poll';
import { queryKeys } from '../query/query-keys';
import { useCurrentUid } from '../saved/saved.queries';
// The answer's shape only: saved-search.schema.ts would bring the filter rules into the barrel.
import { savedSearchListSchema, type SavedSearchDto } from './saved-search.dto';

/**
 * `GET /user/saved-searches` (newest first), idle while signed out. The live event
 * 'saved-searches' refetches it at once; the minute's poll (only while the page is shown, and
 * while something observes it) is the fallback when the stream is down or an event was lost.
 */
export const savedSearchesQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.savedSearches.list(uid ?? ''),
    queryFn: ({ signal }) => apiGet('/user/saved-searches', savedSearchListSchema, { signal }),
    enabled: !!uid,
    staleTime: 30 * SECOND,
    refetchInterval: pollWithBackoff(MINUTE),
  });

export const useSavedSearches = () => useQuery(savedSearchesQuery(useCurrentUid()));

/** The new matches over all searches, each listing once (it may match several searches). */
export const countNewMatches = (searches: readonly SavedSearchDto[]) =>
  new Set(searches.flatMap((s) => s.newListingIds.map(String))).size;

/** The navbar's and the tab's badge: 0 while signed out or unknown. */
export function useNewMatchCount(): number {
  const { data } = useQuery({ ...savedSearchesQuery(useCurrentUid()), select: countNewMatches });
  return data ?? 0;
}
