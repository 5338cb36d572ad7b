import { CheckIcon } from 'shared-ui';
import { DetailSection } from './detail-section';
import styles from './listing-detail.module.css';

/** The listing's amenities, each with a check mark. */
export function AmenitiesList({ amenities }: { amenities: readonly string[] }) {
  return (
    <DetailSection id="amenities" title="Amenities">
      {amenities.length === 0 ? (
        <p className={styles.muted}>No amenities listed.</p>
      ) : (
        <ul className={styles.amenities}>
          {amenities.map((a) => (
            <li key={a}>
              <CheckIcon size={18} className={styles.check} />
              {a}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
