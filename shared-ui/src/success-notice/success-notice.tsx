import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon, CloseIcon } from '../icon/icon';
import { cx } from '../lib/cx';
import styles from './success-notice.module.css';

export interface SuccessNoticeProps {
  /** What happened, e.g. 'Your listing is posted.' */
  children: ReactNode;
  /** A link to what was made or changed, e.g. 'View listing'. */
  action?: ReactNode;
  /** Shows a close button labelled 'Dismiss'. */
  onDismiss?: () => void;
  /** Moves focus to the notice when it appears (after a page change, so it is read first). */
  focusOnMount?: boolean;
  className?: string;
}

/**
 * The green inline confirmation a page shows after an action done elsewhere (a listing posted or
 * updated). Inline rather than a toast: it stays until dismissed, and its link can be reached by
 * keyboard. role=status, so it is announced without interrupting.
 */
export function SuccessNotice({
  children,
  action,
  onDismiss,
  focusOnMount,
  className,
}: SuccessNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={cx(styles.notice, className)}>
      <CheckIcon size={20} className={styles.icon} aria-hidden="true" />
      <p className={styles.message}>{children}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss">
          <CloseIcon size={18} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
