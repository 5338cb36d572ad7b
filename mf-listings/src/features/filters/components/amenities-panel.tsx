import { AMENITIES, type Amenity } from 'shared-api';
import { Checkbox } from 'shared-ui';
import styles from './filter-bar.module.css';

export interface AmenitiesPanelProps {
  selected: readonly Amenity[];
  onChange: (next: Amenity[]) => void;
}

/** The eight amenities as checkboxes; a listing must have every checked one. */
export function AmenitiesPanel({ selected, onChange }: AmenitiesPanelProps) {
  const toggle = (a: Amenity, on: boolean) =>
    onChange(on ? [...selected, a] : selected.filter((s) => s !== a));
  return (
    <ul className={styles.amenities}>
      {AMENITIES.map((a) => (
        <li key={a}>
          <Checkbox
            label={a}
            checked={selected.includes(a)}
            onChange={(e) => toggle(a, e.target.checked)}
          />
        </li>
      ))}
    </ul>
  );
}
