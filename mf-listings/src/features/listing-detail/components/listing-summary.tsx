import type { ReactNode } from 'react';
import type { Listing } from 'shared-api';
import { formatDollars, MapPinIcon, SemesterBadge } from 'shared-ui';
import { distanceToCampusLabel } from '../utils/distance';
import styles from './listing-detail.module.css';

interface ListingSummaryProps {
  listing: Listing;
  /** Contact Lister and the save toggle: a bar pinned to the bottom of the screen on phones. */
  actions: ReactNode;
  /** The owner's 'Edit listing' link, kept out of the phone bar (one row holds two buttons). */
  ownerAction?: ReactNode;
  /** 'Share', under the address: out of the phone bar too. */
  share?: ReactNode;
}

/**
 * The head of the detail page: title, '$price/month', semester badge, 'Available' + start date,
 * address and the real distance to campus, then the actions.
 */
export function ListingSummary({ listing, actions, ownerAction, share }: ListingSummaryProps) {
  const distance = distanceToCampusLabel(listing.coords);
  return (
    <div className={styles.summary}>
      <h1 className={styles.title}>{listing.title}</h1>
      <p className={styles.price}>{formatDollars(listing.price)}/month</p>
      <div className={styles.badges}>
        <SemesterBadge semester={listing.semester} />
        {listing.status === 'TAKEN' ? (
          <span className={styles.available}>
            <strong>No longer available</strong>
          </span>
        ) : (
          <span className={styles.available}>
            Available <strong>{listing.startDateLabel}</strong>
          </span>
        )}
      </div>
      <p className={styles.address}>
        <MapPinIcon size={18} />
        <span>{listing.address || 'Address not provided'}</span>
      </p>
      {distance && <p className={styles.distance}>{distance}</p>}
      {share}
      {ownerAction && <div className={styles.ownerAction}>{ownerAction}</div>}
      <div className={styles.actions} data-testid="listing-actions">
        {/* On phones the bar repeats the price beside the buttons; the heading above says it. */}
        <p className={styles.barPrice} aria-hidden="true">
          {formatDollars(listing.price)}
          <span>/mo</span>
        </p>
        {actions}
      </div>
    </div>
  );
}
