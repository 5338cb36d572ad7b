import type { MouseEventHandler } from 'react';
import styles from './map.module.css';

/**
 * '{n} listings outside the map' with 'Show all' (use-outside-view.ts), for the live map and its
 * static first view alike. Always in the DOM: a live region must exist before it speaks.
 */
export function OutsideLine({
  outside,
  onShowAll,
}: {
  outside: number;
  onShowAll: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <div className={styles.outsideSlot} aria-live="polite">
      {outside > 0 && (
        <div className={styles.outside}>
          <span>
            {outside} {outside === 1 ? 'listing' : 'listings'} outside the map
          </span>
          <button
            type="button"
            className={styles.fitAll}
            data-control="fit-all"
            onClick={onShowAll}
          >
            Show all
          </button>
        </div>
      )}
    </div>
  );
}
