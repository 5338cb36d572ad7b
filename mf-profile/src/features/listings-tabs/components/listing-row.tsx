import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing } from 'shared-api';
import { Button, formatDollars, ImageIcon, imageAttributes } from 'shared-ui';
import { StillAvailable } from './still-available';
import styles from './listing-row.module.css';

/** A listing reported by enough people is out of the public list until reviewed. */
export const UNDER_REVIEW_ROW =
  'Hidden from the listings while our moderators review reports about it.';
/** Why the lister's own taken listing is not in the list (they can make it available again). */
export const TAKEN_ROW = 'Taken: hidden from the listings. Its conversations stay in Messages.';
/** A saved listing its lister has marked taken. */
export const NO_LONGER_AVAILABLE = 'No longer available';

/** A listing in a profile tab: image, title link, '$price/month • semester', address, actions. */
export function ListingRow({
  listing,
  actions,
  own = false,
}: {
  listing: Listing;
  actions: ReactNode;
  /** The user's own listing (My Listings): notes speak to the lister. */
  own?: boolean;
}) {
  const image = listing.photos[0];
  return (
    <li className={styles.row}>
      <div className={styles.media}>
        {image ? (
          // A 7rem (112 px) thumbnail: the 400 px size covers it up to 3x.
          <img
            {...imageAttributes(image, '112px')}
            alt=""
            className={styles.image}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.noImage}>
            <ImageIcon size={24} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        {/* h2: the rows sit right under the page's h1 (the tab panels have no heading). */}
        <h2 className={styles.title}>
          <Link to={`/listings/${encodeURIComponent(listing.id)}`}>{listing.title}</Link>
        </h2>
        <p className={styles.price}>
          {formatDollars(listing.price)}/month • {listing.semester}
        </p>
        <p className={styles.address}>{listing.address}</p>
        {own && listing.stats ? <StatsLine stats={listing.stats} /> : null}
        {listing.status === 'TAKEN' ? (
          <p className={styles.review} role="note">
            {own ? TAKEN_ROW : NO_LONGER_AVAILABLE}
          </p>
        ) : null}
        {listing.status === 'STALE' && !own ? (
          <p className={styles.review} role="note">
            {NO_LONGER_AVAILABLE}
          </p>
        ) : null}
        {own ? <StillAvailable listing={listing} /> : null}
        {listing.underReview ? (
          <p className={styles.review} role="note">
            {UNDER_REVIEW_ROW}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>{actions}</div>
    </li>
  );
}

/** A row's link action ('Edit', 'View'): named with the listing's title, as rows repeat the verb. */
export function RowLinkAction({
  to,
  label,
  listing,
}: {
  to: string;
  label: string;
  listing: Listing;
}) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={to} aria-label={`${label} ${listing.title}`}>
        {label}
      </Link>
    </Button>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '12 views · 3 saves · 2 conversations': views count each visitor once a day. */
function StatsLine({ stats }: { stats: NonNullable<Listing['stats']> }) {
  return (
    <p className={styles.stats} title="Views count each visitor once a day">
      {plural(stats.views, 'view', 'views')} · {plural(stats.saves, 'save', 'saves')} ·{' '}
      {plural(stats.conversations, 'conversation', 'conversations')}
    </p>
  );
}
