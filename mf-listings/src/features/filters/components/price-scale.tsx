import { formatDollars } from 'shared-ui';
import { PRICE_MAX, PRICE_MIN } from '../utils/filters';
import styles from './filter-bar.module.css';

/** The ends of the price slider under its track; its placeholder draws them too (same height). */
export function PriceScale() {
  return (
    <div className={styles.priceScale} aria-hidden="true">
      <span>${PRICE_MIN}</span>
      <span>{formatDollars(PRICE_MAX)}+</span>
    </div>
  );
}
