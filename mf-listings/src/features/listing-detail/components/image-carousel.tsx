import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DETAIL_IMAGE_SIZES as CAROUSEL_SIZES,
  ImageIcon,
  imageAttributes,
  type ImageInput,
} from 'shared-ui';
import styles from './listing-detail.module.css';

// The full-screen gallery is downloaded on the first tap that opens it, not with the page.
const PhotoGallery = lazy(() =>
  import('shared-ui/photo-gallery').then((m) => ({ default: m.PhotoGallery })),
);

export interface ImageCarouselProps {
  /** The listing's photos (with their sizes when the server sent them). */
  images: readonly ImageInput[];
  /** Names the photos: '{title} (2 of 5)'. */
  title: string;
}

/**
 * The detail page's photos: 400 px high, arrows that wrap around, an 'n / total' counter,
 * 'No images available' when there are none. Left/Right arrow keys work while an arrow has focus.
 * The whole photo is shown (a landscape photo on a phone is not cropped), letterboxed on a blurred
 * copy of itself — the same srcset and sizes, so the browser reuses the same download. A tap opens
 * the full-screen gallery. Only the photo shown and the next one are fetched.
 */
export function ImageCarousel({ images, title }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [galleryOpen, setGalleryOpen] = useState(false);
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
  const shown = imageAttributes(images[current] as ImageInput, CAROUSEL_SIZES);
  const next = total > 1 ? images[(current + 1) % total] : undefined;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
    >
      <img
        key={`bg-${current}`}
        {...shown}
        alt=""
        aria-hidden
        className={styles.carouselBackdrop}
      />
      <img
        key={current}
        {...shown}
        alt={`${title} (${current + 1} of ${total})`}
        className={styles.carouselImage}
        // The first photo is the page's largest paint.
        fetchPriority={current === 0 ? 'high' : 'auto'}
      />
      {next ? (
        // Fetched ahead, so the next arrow press shows it at once.
        <img
          {...imageAttributes(next, CAROUSEL_SIZES)}
          alt=""
          aria-hidden
          className={styles.carouselPreload}
        />
      ) : null}
      <button
        type="button"
        className={styles.carouselOpen}
        aria-label="View photos full screen"
        onClick={() => setGalleryOpen(true)}
        onKeyDown={onKeyDown}
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
      {galleryOpen && (
        <Suspense fallback={null}>
          <PhotoGallery
            open
            onOpenChange={setGalleryOpen}
            images={images}
            index={current}
            onIndexChange={setIndex}
            title={title}
          />
        </Suspense>
      )}
    </section>
  );
}
