import { lazy, Suspense } from 'react';
import { useScreenKnown } from 'shared-ui';
import type { DatesPanelProps } from './dates-panel';
import styles from './filter-bar.module.css';

// The date inputs are only seen once the Dates filter or the phone's filter sheet opens: not part
// of the list's first load. Until they arrive the panel keeps their height, so nothing moves. The
// painted page and its hydration draw that placeholder: a server render does not wait for lazy code.
const Panel = lazy(() => import('./dates-panel').then((m) => ({ default: m.DatesPanel })));

/** `held`: the placeholder only, its code not fetched (a phone's sheet that was never opened). */
export function DatesPanel({ held = false, ...props }: DatesPanelProps & { held?: boolean }) {
  const pending = <div className={styles.datesPending} aria-hidden="true" />;
  const known = useScreenKnown();
  if (held || !known) return pending;
  return (
    <Suspense fallback={pending}>
      <Panel {...props} />
    </Suspense>
  );
}
