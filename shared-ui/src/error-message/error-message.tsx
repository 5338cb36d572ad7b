import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { cx } from '../lib/cx';
import styles from './error-message.module.css';

export interface ErrorMessageProps {
  /** Optional heading, e.g. 'Error loading listing'. */
  title?: ReactNode;
  /** The message, e.g. 'Passwords do not match'. */
  children: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** The red box for errors, as in the sign-in dialog. role=alert: announced when it appears. */
export function ErrorMessage({
  title,
  children,
  onRetry,
  retryLabel = 'Try again',
  className,
}: ErrorMessageProps) {
  return (
    <div role="alert" className={cx(styles.box, className)}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.message}>{children}</div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} className={styles.retry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
