import { Link } from 'react-router';
import { ListingCardSkeleton } from 'shared-ui';
import styles from './skeletons.module.css';

const CARDS = 6;

/**
 * /listings before mf-listings is there: its title, the filter bar's height, cards of their final
 * size and the map's column. Mirrors mf-listings' listings-page.module.css and listing-results
 * (two cards a row from a 560 px list); keep them in step (e2e/tests/paint.spec.ts compares).
 */
export function ListingsSkeleton() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Available Listings</h1>
      <div className={styles.filters} />
      <div className={styles.columns}>
        <div className={styles.results} role="status" aria-label="Loading listings...">
          <div className={styles.grid}>
            {Array.from({ length: CARDS }, (_, i) => (
              <ListingCardSkeleton key={i} />
            ))}
          </div>
        </div>
        <div className={styles.map} />
      </div>
    </div>
  );
}

/** /listings/:id before mf-listings is there: the way back, the 400 px photos, the summary panel. */
export function ListingDetailSkeleton() {
  return (
    <div className={styles.detailPage} role="status" aria-label="Loading listing details...">
      <Link to="/listings" className={styles.back}>
        ← Back to Listings
      </Link>
      <div className={styles.detailLayout}>
        <div className={styles.gallery} />
        <div className={styles.side} />
      </div>
    </div>
  );
}
