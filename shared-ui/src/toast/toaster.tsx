import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { CheckIcon, CloseIcon, InfoIcon } from '../icon/icon';
import { cx } from '../lib/cx';
import { getToasts, subscribeToasts, toast, type ToastItem } from './toast-store';
import styles from './toast.module.css';

export interface ToasterProps {
  /** Names the live region, e.g. for a screen reader's landmarks list. */
  label?: string;
}

/**
 * Renders the toasts raised with `toast.*`. Mount exactly once (the shell does). The region is
 * always in the DOM, so screen readers announce each toast added to it (aria-live polite; errors
 * use role=alert and interrupt).
 */
export function Toaster({ label = 'Notifications' }: ToasterProps) {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section aria-label={label} className={styles.region}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {items.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

const ICONS = { success: CheckIcon, error: InfoIcon, info: InfoIcon };

function ToastView({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  // Counts down only while the toast is neither hovered nor focused, so it cannot vanish mid-read.
  useEffect(() => {
    if (paused || item.duration <= 0) return;
    const started = Date.now();
    const timer = window.setTimeout(() => toast.dismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, item.duration]);

  const Icon = ICONS[item.kind];
  return (
    <li
      className={cx(styles.toast, styles[item.kind])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon}>
        <Icon size={18} />
      </span>
      {/* The alert role sits on the message, not the <li>: a list holds only list items (axe). */}
      <p className={styles.message} role={item.kind === 'error' ? 'alert' : undefined}>
        {item.message}
      </p>
      <IconButton
        aria-label="Dismiss notification"
        size="sm"
        onClick={() => toast.dismiss(item.id)}
      >
        <CloseIcon />
      </IconButton>
    </li>
  );
}
