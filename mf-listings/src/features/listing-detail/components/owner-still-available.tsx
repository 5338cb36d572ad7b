import type { Listing } from 'shared-api';
import { useOwnListings } from 'shared-api';
import { STILL_AVAILABLE_ASK, useStillAvailableAnswer } from 'shared-api/still-available';
import { Button, InfoIcon, toast } from 'shared-ui';
import styles from './listing-status.module.css';

export const ASK_OWNER =
  'Nobody has updated this listing for a while. Confirm it is still available, or it will be hidden from the listings soon.';
export const STALE_OWNER =
  'Hidden from the listings: you have not confirmed it is still available. Visitors see that it is no longer available. Confirm it to show it again.';

/**
 * The owner's view of a listing that asks 'Still available?' or was hidden as stale, with the
 * answers (toasts after each). The ask is the owner's alone: it comes from their own list's read.
 * Loaded on demand (only owners render it), so it adds nothing to a visitor's first load.
 */
export default function OwnerStillAvailable({ listing }: { listing: Listing }) {
  const own = useOwnListings().data?.find((l) => l.id === listing.id);
  const status = own?.status ?? listing.status;
  const answer = useStillAvailableAnswer({ listingID: listing.listingID, status }, toast);
  const stale = status === 'STALE';
  if (!stale && !(own?.askedStillAvailable && status === 'AVAILABLE')) return null;
  const busy = answer.pending !== null;
  return (
    <section className={styles.takenNotice} aria-label={STILL_AVAILABLE_ASK.question}>
      <InfoIcon size={20} />
      <div className={styles.askBody}>
        <p>
          <strong>{stale ? 'No longer available.' : STILL_AVAILABLE_ASK.question}</strong>{' '}
          {stale ? STALE_OWNER : ASK_OWNER}
        </p>
        <div className={styles.askButtons}>
          <Button
            size="sm"
            disabled={busy}
            aria-busy={answer.pending === 'AVAILABLE' || undefined}
            onClick={answer.yes}
          >
            {answer.pending === 'AVAILABLE' ? 'Saving...' : STILL_AVAILABLE_ASK.yes}
          </Button>
          {stale ? null : (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-busy={answer.pending === 'TAKEN' || undefined}
              onClick={answer.taken}
            >
              {answer.pending === 'TAKEN' ? 'Saving...' : STILL_AVAILABLE_ASK.taken}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
