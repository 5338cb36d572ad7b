import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  apiGet,
  type Id,
  type ListingCreate,
  listingDtoSchema,
  type ListingUpdate,
  mutationKeys,
  queryKeys,
  useCurrentUid,
} from 'shared-api';
import { createListing, updateListing } from './listing-write.api';

/** What the create and edit screens say when a save fails. */
export const CREATE_LISTING_ERROR = 'Failed to create listing. Please try again.';
export const UPDATE_LISTING_ERROR = 'Failed to update listing. Please try again.';
export const FETCH_LISTING_ERROR = 'Failed to fetch listing data. Please try again.';
export const SIGN_IN_TO_CREATE = 'You must be signed in to create a listing.';

/**
 * After a create or an edit every cached listing view may be out of date (the public list, the
 * owner's list, saved lists, the detail): mark them all stale and refetch what is on screen.
 */
export function refreshCachedListings(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.listings.all });
}

/**
 * `POST /listing`: resolves to one upload URL per file name, once every cached listing view is
 * marked stale (the mutation owns its invalidation). Uploading the bytes is the caller's step.
 */
export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.createListing,
    mutationFn: (v: { listing: ListingCreate; fileNames: readonly string[] }) =>
      createListing(v.listing, v.fileNames),
    onSuccess: () => refreshCachedListings(client),
  });
}

/** `PUT /listing`: resolves to one upload URL per added file name, cached listings marked stale. */
export function useUpdateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.updateListing,
    onSuccess: () => refreshCachedListings(client),
    mutationFn: (v: {
      listing: ListingUpdate;
      addFileNames: readonly string[];
      deleteFileNames: readonly string[];
    }) => updateListing(v.listing, v.addFileNames, v.deleteFileNames),
  });
}

/**
 * The listing to prefill the edit form with: `GET /user/listings/{id}`, the owner's read (the only
 * one with the unit number; someone else's listing is a 403, signed out it waits for a session).
 * Always fetched fresh on entering the page (a cached copy may predate the last edit), and `ready`
 * only once that fetch settled, so the form is filled once, from current data. Never refetched
 * behind the form's back.
 */
export function useListingForEdit(id: Id | null | undefined) {
  const uid = useCurrentUid();
  const known = id !== null && id !== undefined && String(id) !== '';
  const query = useQuery({
    queryKey: queryKeys.listings.ownOne(uid ?? '', known ? id : ''),
    queryFn: ({ signal }) =>
      apiGet(`/user/listings/${encodeURIComponent(String(id))}`, listingDtoSchema, { signal }),
    enabled: known && !!uid,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // Sticky: the refresh after a successful update must not swap the form for 'Loading...'.
  const settled = query.isFetchedAfterMount && !query.isFetching && query.isSuccess;
  const [ready, setReady] = useState(false);
  if (settled && !ready) setReady(true);
  return { ...query, ready: ready || settled };
}
