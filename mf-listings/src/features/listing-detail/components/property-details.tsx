import type { Listing } from 'shared-api';
import { DetailSection } from './detail-section';
import styles from './listing-detail.module.css';
import { formatNumber } from 'shared-ui';

const count = formatNumber;

/** Property Details, as a description list: each value is announced with its label. */
export function PropertyDetails({ listing }: { listing: Listing }) {
  const rows: [string, string][] = [
    ['Bedrooms', count(listing.bedrooms)],
    ['Bathrooms', count(listing.bathrooms)],
    // 0 is the "not given" default, not a real size.
    ['Square Feet', listing.squareFeet > 0 ? count(listing.squareFeet) : 'Not specified'],
    ['Roommates', count(listing.roommates)],
    ['Lease Term', `${listing.startDateLabel} to ${listing.endDateLabel}`],
    ['Semester', listing.semester],
  ];
  return (
    <DetailSection id="property-details" title="Property Details">
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
