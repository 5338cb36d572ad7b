import { useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from 'shared-ui';
import styles from './listing-detail.module.css';

export interface ImageCarouselProps {
  images: readonly string[];
  /** Names the photos: '{title} (2 of 5)'. */
  title: string;
}

/**
 * The detail page's photos (spec §2): 400 px high, arrows that wrap around, an 'n / total' counter,
 * 'No images available' when there are none. Left/Right arrow keys work while an arrow has focus.
 */
export function ImageCarousel({ images, title }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = Math.min(index, Math.max(total - 1, 0));

  if (total === 0) {
    return (
      <div className={`${styles.carousel} ${styles.noImages}`}>
        <ImageIcon size={32} />
        <p>No images available</p>
      </div>
    );
  }

  const go = (delta: number) => setIndex((current + delta + total) % total);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
    >
      <img
        key={images[current]}
        src={images[current]}
        alt={`${title} (${current + 1} of ${total})`}
        className={styles.carouselImage}
      />
      {total > 1 && (
        <>
          <button
            type="button"
            className={`${styles.carouselArrow} ${styles.carouselPrev}`}
            aria-label="Previous photo"
            onClick={() => go(-1)}
            onKeyDown={onKeyDown}
          >
            <ChevronLeftIcon size={22} />
          </button>
          <button
            type="button"
            className={`${styles.carouselArrow} ${styles.carouselNext}`}
            aria-label="Next photo"
            onClick={() => go(1)}
            onKeyDown={onKeyDown}
          >
            <ChevronRightIcon size={22} />
          </button>
        </>
      )}
      <p className={styles.counter} aria-live="polite">
        {current + 1} / {total}
      </p>
    </section>
  );
}
