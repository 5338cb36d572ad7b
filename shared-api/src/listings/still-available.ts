// `shared-api/still-available`: a lister answers 'Still available?' (My Listings and the owner's
// listing page). Its own entry, so the listing page's first load does not carry it (the page loads
// its owner notice on demand). Stateless: stateful parts come through `shared-api`.
import type { Id } from 'shared-api';
import {
  LISTING_STATUS_FAILED,
  LISTING_STATUS_TOASTS,
  useSetListingStatus,
} from 'shared-api/listing-status';

/** The ask a listing makes of its lister after a while without an update (and its answers). */
export const STILL_AVAILABLE_ASK = {
  question: 'Still available?',
  yes: 'Yes, still available',
  taken: "It's taken",
} as const;
export const STILL_AVAILABLE_TOASTS = {
  /** Answered while it was still listed. */
  stays: 'Thanks! It stays in the listings.',
  /** Answered after it was hidden as stale. */
  back: 'Confirmed. It is back in the listings.',
  TAKEN: LISTING_STATUS_TOASTS.TAKEN,
} as const;

/**
 * 'Yes, still available' / 'It's taken' for a listing that asks 'Still available?' or was hidden as
 * stale: the same `PUT /listings/{id}/status`, which also closes the ask and restarts its clock.
 */
export function useStillAvailableAnswer(
  listing: { listingID: Id; status: string },
  notify: { success: (text: string) => unknown; error: (text: string) => unknown },
) {
  const change = useSetListingStatus();
  const answer = (status: 'AVAILABLE' | 'TAKEN') =>
    change.mutate(
      { id: listing.listingID, status },
      {
        onSuccess: () =>
          notify.success(
            status === 'TAKEN'
              ? STILL_AVAILABLE_TOASTS.TAKEN
              : listing.status === 'STALE'
                ? STILL_AVAILABLE_TOASTS.back
                : STILL_AVAILABLE_TOASTS.stays,
          ),
        onError: (error) => notify.error(error.message || LISTING_STATUS_FAILED),
      },
    );
  return {
    /** Which answer is on its way (its button says 'Saving...'), or null. */
    pending: change.isPending ? (change.variables?.status ?? null) : null,
    yes: () => answer('AVAILABLE'),
    taken: () => answer('TAKEN'),
  };
}
