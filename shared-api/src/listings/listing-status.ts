// `shared-api/listing-status`: a lister marks a listing taken or available again (My Listings and
// the listing's page). Stateless: stateful parts (client, caches) come through `shared-api`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPut,
  type Id,
  listingStatusAnswerSchema,
  type ListingStatusUpdate,
  queryKeys,
} from 'shared-api';

/** What the lister reads after each change (a toast). */
export const LISTING_STATUS_TOASTS = {
  TAKEN: 'Marked as taken. It no longer shows in the listings.',
  AVAILABLE: 'Available again. It is back in the listings.',
} as const;
export const LISTING_STATUS_FAILED = 'Could not change the listing. Please try again.';

/**
 * `PUT /listings/{id}/status`. Every cached view of listings is marked stale afterwards: the public
 * list loses or regains it, the owner's list and its page show the new status.
 */
export function useSetListingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: Id } & ListingStatusUpdate) =>
      apiPut(
        `/listings/${encodeURIComponent(String(v.id))}/status`,
        { status: v.status },
        listingStatusAnswerSchema,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.listings.all }),
  });
}

/**
 * One listing's 'Mark as taken' / 'Available again': its label, whether a change is on its way, and
 * the toggle, which reports through `notify` (the caller's toasts; this package draws nothing).
 */
export function useListingStatusToggle(
  listing: { listingID: Id; status: string },
  notify: { success: (text: string) => unknown; error: (text: string) => unknown },
) {
  const change = useSetListingStatus();
  const taken = listing.status === 'TAKEN';
  return {
    label: taken ? 'Available again' : 'Mark as taken',
    pending: change.isPending,
    toggle: () => {
      const status = taken ? 'AVAILABLE' : 'TAKEN';
      change.mutate(
        { id: listing.listingID, status },
        {
          onSuccess: () => notify.success(LISTING_STATUS_TOASTS[status]),
          onError: (error) => notify.error(error.message || LISTING_STATUS_FAILED),
        },
      );
    },
  };
}
