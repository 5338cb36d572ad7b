import { useState } from 'react';
import type { Listing } from 'shared-api';
import { Button, formatListingSummary, ShareIcon, toast } from 'shared-ui';
import { shareLink } from '../utils/share-link';
import styles from './share-listing.module.css';

export const LINK_COPIED = 'Link copied';
export const SHARE_FAILED = 'Could not share or copy the link. Copy it from here:';

/** The listing's own address on this site, as its link previews name it (canonical). */
const listingUrl = (listing: Pick<Listing, 'id'>, origin = window.location.origin) =>
  `${origin}/listings/${encodeURIComponent(listing.id)}`;

/**
 * 'Share': the phone's share sheet with the listing's title, its one-line summary and its link;
 * where there is none (most desktops), the link is copied and a toast says so. When neither works
 * the link is shown selected in a read-only field under the button, to copy by hand.
 */
export function ShareListing({ listing }: { listing: Listing }) {
  const [manual, setManual] = useState<string | null>(null);

  const share = async () => {
    const url = listingUrl(listing);
    const outcome = await shareLink({
      title: listing.title,
      text: formatListingSummary(listing),
      url,
    });
    if (outcome === 'copied') toast.success(LINK_COPIED);
    setManual(outcome === 'failed' ? url : null);
  };

  return (
    <div className={styles.share}>
      <Button
        variant="secondary"
        size="md"
        leadingIcon={<ShareIcon size={18} />}
        onClick={() => void share()}
      >
        Share
      </Button>
      {manual && (
        <div className={styles.manual} role="status">
          <label htmlFor="share-listing-url">{SHARE_FAILED}</label>
          <input
            id="share-listing-url"
            className={styles.url}
            readOnly
            value={manual}
            // Selected as it appears, so Ctrl/Cmd+C (or the phone's Copy) takes it at once.
            ref={(input) => input?.select()}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </div>
  );
}
