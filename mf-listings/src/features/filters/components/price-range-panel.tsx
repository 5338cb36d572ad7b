import * as Slider from '@radix-ui/react-slider';
import { useState } from 'react';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, priceRangeLabel } from '../utils/filters';
import { PriceScale } from './price-scale';
import styles from './filter-bar.module.css';
import { formatDollars } from 'shared-ui';

export interface PriceRangePanelProps {
  value: readonly [number, number];
  /** Called once a drag or key press ends, so the URL gets one entry per change, not per pixel. */
  onCommit: (range: [number, number]) => void;
}

/**
 * Two-handle slider, 0–3000 in steps of 50, handles at least one step apart. The read-out
 * follows the drag live; the filter applies when the handle is let go.
 */
export function PriceRangePanel({ value, onCommit }: PriceRangePanelProps) {
  const [draft, setDraft] = useState<[number, number]>([value[0], value[1]]);
  const [lastValue, setLastValue] = useState(value);
  // A new value from outside (Back button, reset) replaces the draft.
  if (lastValue !== value) {
    setLastValue(value);
    setDraft([value[0], value[1]]);
  }
  return (
    <div className={styles.price}>
      <p className={styles.priceReadout} aria-live="polite">
        {priceRangeLabel(draft)}
      </p>
      <Slider.Root
        className={styles.slider}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        minStepsBetweenThumbs={1}
        value={draft}
        onValueChange={(v) => setDraft([v[0] ?? PRICE_MIN, v[1] ?? PRICE_MAX])}
        onValueCommit={(v) => onCommit([v[0] ?? PRICE_MIN, v[1] ?? PRICE_MAX])}
      >
        <Slider.Track className={styles.sliderTrack}>
          <Slider.Range className={styles.sliderRange} />
        </Slider.Track>
        <Slider.Thumb
          className={styles.sliderThumb}
          aria-label="Minimum price"
          aria-valuetext={formatDollars(draft[0])}
        />
        <Slider.Thumb
          className={styles.sliderThumb}
          aria-label="Maximum price"
          aria-valuetext={
            draft[1] >= PRICE_MAX ? `${formatDollars(PRICE_MAX)} or more` : formatDollars(draft[1])
          }
        />
      </Slider.Root>
      <PriceScale />
    </div>
  );
}
