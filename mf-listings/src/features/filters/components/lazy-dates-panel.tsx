import { lazy, Suspense } from 'react';
import type { DatesPanelProps } from './dates-panel';
import styles from './filter-bar.module.css';

// The date inputs are only seen once the Dates filter or the phone's filter sheet opens: not part
// of the list's first load. Until they arrive the panel keeps their height, so nothing moves.
const Panel = lazy(() => import('./dates-panel').then((m) => ({ default: m.DatesPanel })));

export function DatesPanel(props: DatesPanelProps) {
  return (
    <Suspense fallback={<div className={styles.datesPending} aria-hidden="true" />}>
      <Panel {...props} />
    </Suspense>
  );
}
