import { useId } from 'react';
import { SORT_KEYS, SORT_LABELS, type SortKey } from '../utils/filters';
import styles from './filter-bar.module.css';

/** Beyond the spec: the order of the results. A native select: accessible, compact, fast. */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortKey;
  onChange: (v: SortKey) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={value}
        onChange={(e) => onChange(e.target.value as SortKey)}
      >
        {SORT_KEYS.map((k) => (
          <option key={k} value={k}>
            {SORT_LABELS[k]}
          </option>
        ))}
      </select>
    </div>
  );
}
