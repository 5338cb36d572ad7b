import { lazy, Suspense } from 'react';
import { priceRangeLabel } from '../utils/filters';
import type { PriceRangePanelProps } from './price-range-panel';
import styles from './filter-bar.module.css';

// The slider (Radix slider, ~8 KB gzip) is only seen once the Price Range filter or the phone's
// filter sheet opens: not part of the list's first load. Until it arrives the panel shows the
// same readout and an empty track of the slider's height, so nothing moves when it appears.
const Panel = lazy(() =>
  import('./price-range-panel').then((m) => ({ default: m.PriceRangePanel })),
);

export function PriceRangePanel(props: PriceRangePanelProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.price}>
          <p className={styles.priceReadout}>{priceRangeLabel(props.value)}</p>
          <div className={styles.slider} aria-hidden="true" />
        </div>
      }
    >
      <Panel {...props} />
    </Suspense>
  );
}
