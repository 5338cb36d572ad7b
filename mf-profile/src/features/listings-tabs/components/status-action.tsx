import type { Listing } from 'shared-api';
import {
  LISTING_STATUS_FAILED,
  LISTING_STATUS_TOASTS,
  useSetListingStatus,
} from 'shared-api/listing-status';
import { Button, toast } from 'shared-ui';

/** 'Mark as taken' / 'Available again' on a row of My Listings, confirmed by a toast. */
export function StatusAction({ listing }: { listing: Listing }) {
  const change = useSetListingStatus();
  const taken = listing.status === 'TAKEN';
  const label = taken ? 'Available again' : 'Mark as taken';
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${label}: ${listing.title}`}
      aria-busy={change.isPending || undefined}
      disabled={change.isPending}
      onClick={() => {
        const status = taken ? 'AVAILABLE' : 'TAKEN';
        change.mutate(
          { id: listing.listingID, status },
          {
            onSuccess: () => toast.success(LISTING_STATUS_TOASTS[status]),
            onError: (error) => toast.error(error.message || LISTING_STATUS_FAILED),
          },
        );
      }}
    >
      {change.isPending ? 'Saving...' : label}
    </Button>
  );
}
