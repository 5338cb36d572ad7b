import { CheckIcon } from 'shared-ui';
import styles from './filter-bar.module.css';

export interface Option<V> {
  value: V;
  label: string;
}

/**
 * A single choice among a few options (Term, Roommates). Each option is a button whose pressed
 * state marks the current choice; choosing one reports it and the bar closes the dropdown.
 */
export function OptionList<V extends string | number>({
  options,
  selected,
  onSelect,
}: {
  options: readonly Option<V>[];
  selected: V;
  onSelect: (value: V) => void;
}) {
  return (
    <ul className={styles.options}>
      {options.map((o) => (
        <li key={String(o.value)}>
          <button
            type="button"
            className={styles.option}
            aria-pressed={o.value === selected}
            onClick={() => onSelect(o.value)}
          >
            <span>{o.label}</span>
            {o.value === selected && <CheckIcon size={16} />}
          </button>
        </li>
      ))}
    </ul>
  );
}
