import type { Listing } from 'shared-api';
import { STILL_AVAILABLE_ASK, useStillAvailableAnswer } from 'shared-api/still-available';
import { Button, toast } from 'shared-ui';
import styles from './still-available.module.css';

/** A listing not updated for a while asks its lister (it is hidden if left unanswered). */
export const ASK_ROW = 'Confirm it, or it will be hidden from the listings soon.';
/** Why a listing of theirs is hidden: the ask went unanswered. */
export const STALE_ROW =
  'Hidden from the listings: you have not confirmed it is still available. Confirm it to show it again.';

/**
 * My Listings' 'Still available?' (with 'Yes, still available' and 'It's taken') and a stale
 * listing's note (with the confirm button); nothing for other listings. Toasts after each answer.
 */
export function StillAvailable({ listing }: { listing: Listing }) {
  const answer = useStillAvailableAnswer(listing, toast);
  const stale = listing.status === 'STALE';
  if (!stale && !(listing.askedStillAvailable && listing.status === 'AVAILABLE')) return null;
  const busy = answer.pending !== null;
  return (
    <div
      className={styles.ask}
      role="group"
      aria-label={`${STILL_AVAILABLE_ASK.question} ${listing.title}`}
    >
      <p className={styles.text}>
        {stale ? (
          STALE_ROW
        ) : (
          <>
            <strong>{STILL_AVAILABLE_ASK.question}</strong> {ASK_ROW}
          </>
        )}
      </p>
      <div className={styles.buttons}>
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
  );
}
