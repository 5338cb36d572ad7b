import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../client';
import { toListings, type Listing } from '../listings/listing.mappers';
import { listingListSchema, type ListingDto } from '../listings/listing.schema';
import { queryKeys } from '../query/query-keys';
import { CACHE_TIMES } from '../query/cache-times';
import { useSession } from '../session/session.store';

/** The signed-in user's uid, or undefined (signed out or auth still loading). */
export const useCurrentUid = () => useSession((s) => s.user?.uid);

/**
 * `GET /user/saved-listings` (auth). Keyed by uid so a user change never shows the previous user's
 * saves; enabled only with a known user. The cache holds wire DTOs; hooks map them.
 */
export function savedListingsQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.listings.saved(uid ?? ''),
    queryFn: ({ signal }) => apiGet('/user/saved-listings', listingListSchema, { signal }),
    enabled: !!uid,
    ...CACHE_TIMES.userListings,
  });
}

// Module-level selectors keep their identity, so TanStack memoises the mapped result per data change.
const selectSaved = (dtos: ListingDto[]): Listing[] =>
  toListings(dtos.map((d) => ({ ...d, isSaved: true })));
const selectIds = (dtos: ListingDto[]): ReadonlySet<string> =>
  new Set(dtos.map((d) => String(d.listingID)));

/** The signed-in user's saved listings, mapped, all `isSaved: true`. Idle when signed out. */
export function useSavedListings() {
  const uid = useCurrentUid();
  return useQuery({ ...savedListingsQuery(uid), select: selectSaved });
}

/**
 * The ids the signed-in user saved: an empty set when signed out (nothing is saved), undefined while
 * a signed-in user's saves are still loading (callers then keep the server's own `isSaved`).
 */
export function useSavedIds(): ReadonlySet<string> | undefined {
  const uid = useCurrentUid();
  const { data } = useQuery({ ...savedListingsQuery(uid), select: selectIds });
  return uid ? data : EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();
