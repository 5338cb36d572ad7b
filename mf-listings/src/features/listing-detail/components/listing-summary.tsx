import type { ReactNode } from 'react';
import type { Listing } from 'shared-api';
import { MapPinIcon, SemesterBadge } from 'shared-ui';
import { distanceToCampusLabel } from '../utils/distance';
import styles from './listing-detail.module.css';

/**
 * The head of the detail page: title, '$price/month', semester badge, 'Available' + start date,
 * address and the real distance to campus; `actions` holds Contact Lister and the save toggle.
 */
export function ListingSummary({ listing, actions }: { listing: Listing; actions: ReactNode }) {
  const distance = distanceToCampusLabel(listing.coords);
  return (
    <div className={styles.summary}>
      <h1 className={styles.title}>{listing.title}</h1>
      <p className={styles.price}>${listing.price.toLocaleString('en-US')}/month</p>
      <div className={styles.badges}>
        <SemesterBadge semester={listing.semester} />
        <span className={styles.available}>
          Available <strong>{listing.startDateLabel}</strong>
        </span>
      </div>
      <p className={styles.address}>
        <MapPinIcon size={18} />
        <span>{listing.address || 'Address not provided'}</span>
      </p>
      {distance && <p className={styles.distance}>{distance}</p>}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
