import card from './listing-card.module.css';
import styles from './listing-card-skeleton.module.css';

/**
 * The place of a ListingCard while the listings load: the card's own box, photo ratio and text
 * lines, so the real card takes exactly this space (no layout shift) and nothing is announced.
 */
export function ListingCardSkeleton() {
  return (
    <div className={`${card.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={card.media} />
      <div className={card.body}>
        <span className={`${styles.line} ${styles.title}`} />
        <span className={`${styles.line} ${styles.price}`} />
        <span className={`${styles.line} ${styles.meta}`} />
      </div>
    </div>
  );
}
