import { Button } from 'shared-ui';
import type { SubmitPhase } from '../hooks/use-listing-submit';
import styles from './listing-editor.module.css';

const MESSAGES: Record<SubmitPhase, string> = {
  idle: '',
  geocoding: 'Checking the address...',
  preparing: 'Preparing photos...',
  saving: 'Saving listing...',
  uploading: 'Uploading photos...',
  uploadFailed: 'Your listing is saved, but some photos could not be uploaded.',
  done: 'Done! Taking you there...',
};

/** Says what the submit is doing now (a polite live region), and offers the retry after a failed upload. */
export function SubmitStatus({
  phase,
  onRetryAll,
}: {
  phase: SubmitPhase;
  onRetryAll: () => void;
}) {
  return (
    <div className={styles.status}>
      <p
        role="status"
        className={phase === 'uploadFailed' ? styles.statusWarning : styles.statusText}
      >
        {MESSAGES[phase]}
      </p>
      {phase === 'uploadFailed' ? (
        <Button variant="secondary" onClick={onRetryAll}>
          Retry failed uploads
        </Button>
      ) : null}
    </div>
  );
}
