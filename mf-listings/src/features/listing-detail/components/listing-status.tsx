import type { Listing } from 'shared-api';
import { useListingStatusToggle } from 'shared-api/listing-status';
import { Button, InfoIcon, toast } from 'shared-ui';
import styles from './listing-status.module.css';

export const NO_LONGER_AVAILABLE = 'No longer available';
export const TAKEN_VISITOR =
  'The lister has marked this listing as taken. It no longer shows in the listings.';
export const TAKEN_OWNER =
  'You marked this listing as taken: it does not show in the listings and nobody new can contact you about it. Its conversations stay in Messages.';

/** A stale listing, to visitors: unavailable, without the lister's bookkeeping. */
export const STALE_VISITOR = 'It no longer shows in the listings.';

/**
 * A taken or stale listing's page still opens (saved, a chat, a link): it says plainly that it is
 * no longer available. (Its owner sees a stale one's confirm notice instead.)
 */
export function TakenNotice({ owner, stale = false }: { owner: boolean; stale?: boolean }) {
  return (
    <div className={styles.takenNotice} role="note">
      <InfoIcon size={20} />
      <p>
        <strong>{NO_LONGER_AVAILABLE}.</strong>{' '}
        {stale ? STALE_VISITOR : owner ? TAKEN_OWNER : TAKEN_VISITOR}
      </p>
    </div>
  );
}

/** The owner's 'Mark as taken' / 'Available again', confirmed by a toast. */
export function ListingStatusButton({ listing }: { listing: Listing }) {
  const status = useListingStatusToggle(listing, toast);
  return (
    <Button
      variant="secondary"
      size="lg"
      fullWidth
      aria-busy={status.pending || undefined}
      disabled={status.pending}
      onClick={status.toggle}
    >
      {status.pending ? 'Saving...' : status.label}
    </Button>
  );
}
