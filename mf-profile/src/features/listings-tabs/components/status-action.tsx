import type { Listing } from 'shared-api';
import { useListingStatusToggle } from 'shared-api/listing-status';
import { Button, toast } from 'shared-ui';

/** 'Mark as taken' / 'Available again' on a row of My Listings, confirmed by a toast. */
export function StatusAction({ listing }: { listing: Listing }) {
  const status = useListingStatusToggle(listing, toast);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${status.label}: ${listing.title}`}
      aria-busy={status.pending || undefined}
      disabled={status.pending}
      onClick={status.toggle}
    >
      {status.pending ? 'Saving...' : status.label}
    </Button>
  );
}
