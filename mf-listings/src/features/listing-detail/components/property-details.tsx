import type { Listing } from 'shared-api';
import styles from './listing-detail.module.css';

const count = (n: number) => n.toLocaleString('en-US');

/** Spec §2 Property Details, as a description list: each value is announced with its label. */
export function PropertyDetails({ listing }: { listing: Listing }) {
  const rows: [string, string][] = [
    ['Bedrooms', count(listing.bedrooms)],
    ['Bathrooms', count(listing.bathrooms)],
    // 0 is the "not given" default (spec §3), not a real size.
    ['Square Feet', listing.squareFeet > 0 ? count(listing.squareFeet) : 'Not specified'],
    ['Roommates', count(listing.roommates)],
    ['Lease Term', `${listing.startDateLabel} to ${listing.endDateLabel}`],
    ['Semester', listing.semester],
  ];
  return (
    <section className={styles.section} aria-labelledby="property-details">
      <h2 id="property-details" className={styles.sectionTitle}>
        Property Details
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
