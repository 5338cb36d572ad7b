import { cx } from '../lib/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading; read by screen readers, or shown with `showLabel`. */
  label?: string;
  /** Shows the label under the spinner (e.g. 'Loading listing details...'). */
  showLabel?: boolean;
  /** Inside a control that already says it is busy (aria-busy): no status role, no label. */
  decorative?: boolean;
  /** Centres the spinner in a padded block, for whole-page or whole-panel loading. */
  centered?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  label = 'Loading...',
  showLabel = false,
  decorative = false,
  centered = false,
  className,
}: SpinnerProps) {
  const ring = <span className={cx(styles.ring, styles[size])} aria-hidden="true" />;
  if (decorative) return <span className={cx(styles.root, className)}>{ring}</span>;
  return (
    <div role="status" className={cx(styles.root, centered && styles.centered, className)}>
      {ring}
      {showLabel ? (
        <span className={styles.label}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </div>
  );
}
