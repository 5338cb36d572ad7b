import { lazy, Suspense } from 'react';
import { useScreenKnown } from 'shared-ui';
import { priceRangeLabel } from '../utils/filters';
import type { PriceRangePanelProps } from './price-range-panel';
import { PriceScale } from './price-scale';
import styles from './filter-bar.module.css';

// The slider (Radix slider, ~8 KB gzip) is only seen once the Price Range filter or the phone's
// filter sheet opens: not part of the list's first load. Until it arrives the panel shows the
// same readout, an empty track of the slider's height and its scale, so nothing moves when it
// appears. The painted page (the phone's sheet is painted with its content) and its hydration
// draw that same placeholder: a server render does not wait for lazy code.
const Panel = lazy(() =>
  import('./price-range-panel').then((m) => ({ default: m.PriceRangePanel })),
);

/** `held`: the placeholder only, its code not fetched (a phone's sheet that was never opened). */
export function PriceRangePanel({
  held = false,
  ...props
}: PriceRangePanelProps & { held?: boolean }) {
  const pending = (
    <div className={styles.price}>
      <p className={styles.priceReadout}>{priceRangeLabel(props.value)}</p>
      <div className={styles.slider} aria-hidden="true" />
      <PriceScale />
    </div>
  );
  const known = useScreenKnown();
  if (held || !known) return pending;
  return (
    <Suspense fallback={pending}>
      <Panel {...props} />
    </Suspense>
  );
}
