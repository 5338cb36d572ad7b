import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './field.module.css';

/** Ids of a field's parts, so the control can point at its hint and error (aria-describedby). */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(
  id: string,
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
): string | undefined {
  const ids = fieldIds(id);
  const parts = [error ? ids.error : null, hint ? ids.hint : null, extra ?? null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown at the right of the label row, e.g. the '12/50' counter. */
  aside?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** The label / control / hint / error layout shared by TextField and Select. */
export function Field({
  id,
  label,
  hint,
  error,
  aside,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const ids = fieldIds(id);
  return (
    <div className={cx(styles.field, className)}>
      <div className={cx(styles.labelRow, hideLabel && styles.hidden)}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
