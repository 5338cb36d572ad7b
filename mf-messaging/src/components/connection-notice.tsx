import { isTransientError } from 'shared-api/messages';
import styles from './connection-notice.module.css';

/** Spec is silent; same style as its 'Sending...' / 'Deleting...'. */
export const RECONNECTING = 'Reconnecting...';

/**
 * The quiet line shown while a poll fails but its last data is still on screen: 'Reconnecting...'
 * for failures that may pass (network, timeout, 5xx), the server's reason otherwise. A polite live
 * region that is always rendered (empty when all is well), so the change is announced once.
 */
export function ConnectionNotice({ error }: { error: Error | null }) {
  const text = error ? (isTransientError(error) ? RECONNECTING : error.message) : null;
  return (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  );
}
