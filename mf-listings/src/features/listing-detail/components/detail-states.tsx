import { Link } from 'react-router';
import { Button, ErrorMessage, Spinner } from 'shared-ui';
import styles from './listing-detail.module.css';

export function DetailLoading() {
  // A screen tall: the footer stays out of view until the listing is there (no layout shift).
  return (
    <Spinner
      centered
      size="lg"
      showLabel
      label="Loading listing details..."
      className={styles.loading}
    />
  );
}

/** 'Error loading listing' with the message and a way back. */
export function DetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.state}>
      <ErrorMessage title="Error loading listing" onRetry={onRetry}>
        {message}
      </ErrorMessage>
      <Link to="/listings" className={styles.backLink}>
        ← Back to Listings
      </Link>
    </div>
  );
}

export function DetailNotFound() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>Listing not found</h1>
      <p className={styles.muted}>It may have been taken or removed by its lister.</p>
      <Button asChild variant="secondary">
        <Link to="/listings">Back to Listings</Link>
      </Button>
    </div>
  );
}
