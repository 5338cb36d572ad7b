import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { apiGet } from '../client';
import type { Id } from '../common.schema';
import { CACHE_TIMES } from '../query/cache-times';
import { queryKeys } from '../query/query-keys';
import { useCurrentUid, useSavedIds } from '../saved/saved.queries';
import { prepareListings, sameId, toListing, toListings, type Listing } from './listing.mappers';
import { listingDtoSchema, listingListSchema, type ListingDto } from './listing.schema';

/** `GET /listings` (public: no token is sent, so the server's `isSaved` is always false here). */
export function listingListQuery() {
  return queryOptions({
    queryKey: queryKeys.listings.list(),
    queryFn: async ({ signal }) => {
      const dtos = await apiGet('/listings', listingListSchema, { auth: false, signal });
      // The cards' view models are made now, in slices, not in the first render of the page.
      await prepareListings(dtos, signal);
      return dtos;
    },
    // Stale after 10 min, kept 90 min, refetched on focus, mount and reconnect.
    ...CACHE_TIMES.listingList,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    refetchOnReconnect: true,
  });
}

/** Start-up prefetch. Fetches only when the cached (or restored) list is stale. */
export function prefetchListings(client: QueryClient): Promise<void> {
  return client.prefetchQuery(listingListQuery());
}

/** `GET /listings/{id}/details` (public). Disabled without an id. */
export function listingDetailQuery(id: Id | null | undefined) {
  const known = id !== null && id !== undefined && String(id) !== '';
  return queryOptions({
    queryKey: queryKeys.listings.detail(known ? id : ''),
    queryFn: ({ signal }) =>
      apiGet(`/listings/${encodeURIComponent(String(id))}/details`, listingDtoSchema, {
        auth: false,
        signal,
      }),
    enabled: known,
    ...CACHE_TIMES.listingDetail,
  });
}

/** `GET /user/listings` (auth): the signed-in user's own listings, any status. Idle when signed out. */
export function ownListingsQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.listings.own(uid ?? ''),
    queryFn: ({ signal }) => apiGet('/user/listings', listingListSchema, { signal }),
    enabled: !!uid,
    ...CACHE_TIMES.userListings,
  });
}

/** Every public listing, mapped, with `isSaved` from the signed-in user's saves. */
export function useListings() {
  const savedIds = useSavedIds();
  const select = useCallback((dtos: ListingDto[]) => toListings(dtos, savedIds), [savedIds]);
  return useQuery({ ...listingListQuery(), select });
}

/**
 * One listing, mapped, `isSaved` merged. While it loads, the list's copy of the same listing (same
 * wire shape) is shown as placeholder, so opening a card is instant.
 */
export function useListingDetail(id: Id | null | undefined) {
  const client = useQueryClient();
  const savedIds = useSavedIds();
  const select = useCallback((dto: ListingDto) => toListing(dto, savedIds), [savedIds]);
  return useQuery({
    ...listingDetailQuery(id),
    select,
    placeholderData: () =>
      id == null
        ? undefined
        : client.getQueryData(listingListQuery().queryKey)?.find((d) => sameId(d.listingID, id)),
  });
}

/** The signed-in user's own listings, mapped, `isSaved` merged. */
export function useOwnListings() {
  const uid = useCurrentUid();
  const savedIds = useSavedIds();
  const select = useCallback((dtos: ListingDto[]) => toListings(dtos, savedIds), [savedIds]);
  return useQuery({ ...ownListingsQuery(uid), select });
}

/**
 * A card's photos: the list carries a listing's first photo and `photoCount`, so a carousel stepped
 * past it (`fetchMore`) reads the rest from the listing's page answer (cached like the page's own,
 * and already there after a visit). If that read fails, the card keeps the photos it has.
 */
export function useCardPhotos(listing: Listing): { listing: Listing; fetchMore: () => void } {
  const [wanted, setWanted] = useState(false);
  const { data, isError } = useQuery({
    ...listingDetailQuery(listing.listingID),
    enabled: wanted && listing.photoCount > listing.photos.length,
    select: selectPhotos,
  });
  const fetchMore = useCallback(() => setWanted(true), []);
  const shown = useMemo((): Listing => {
    if (data) return { ...listing, ...data };
    if (isError) return { ...listing, photoCount: listing.photos.length };
    return listing;
  }, [listing, data, isError]);
  return { listing: shown, fetchMore };
}

const selectPhotos = (dto: ListingDto): Pick<Listing, 'images' | 'photos' | 'photoCount'> => {
  const { images, photos, photoCount } = toListing(dto);
  return { images, photos, photoCount };
};
