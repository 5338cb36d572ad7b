import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icon';
import { imageAttributes, type ImageInput } from '../image';
import { useZoomGestures } from './use-zoom-gestures';
import styles from './photo-gallery.module.css';

export interface PhotoGalleryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly ImageInput[];
  /** The photo shown; the gallery and the page's carousel share it. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Names the dialog ('Photos of {title}') and each photo ('{title} (2 of 5)'). */
  title: string;
}

/**
 * Full-screen photos: a modal dialog (focus trapped, Escape or the X closes it, focus returns to
 * what opened it) with arrow buttons and arrow keys that wrap around, swipe, pinch and double-tap
 * zoom. The whole photo is shown (contain) at the screen's width; only it and the next are fetched.
 */
export function PhotoGallery({
  open,
  onOpenChange,
  images,
  index,
  onIndexChange,
  title,
}: PhotoGalleryProps) {
  const total = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
  const go = (delta: number) => onIndexChange((current + delta + total) % total);
  const { zoom, reset, handlers } = useZoomGestures((delta) => go(delta));
  // Opened without a Radix trigger, so remember the opener and give focus back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  // A new photo starts unzoomed.
  useEffect(reset, [current, open]); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (e: KeyboardEvent) => {
    if (total < 2) return;
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };

  const image = images[current];
  const next = total > 1 ? images[(current + 1) % total] : undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(e) => {
            if (!opener.current?.isConnected) return;
            e.preventDefault();
            opener.current.focus();
          }}
        >
          <RadixDialog.Title className={styles.title}>Photos of {title}</RadixDialog.Title>
          <div className={styles.stage} {...handlers}>
            {image ? (
              <img
                key={current}
                {...imageAttributes(image, '100vw')}
                alt={`${title} (${current + 1} of ${total})`}
                className={styles.image}
                draggable={false}
                style={{
                  transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
                }}
              />
            ) : null}
          </div>
          {next ? (
            // Fetched ahead so the next swipe shows at once; never seen.
            <img
              {...imageAttributes(next, '100vw')}
              alt=""
              aria-hidden
              className={styles.preload}
            />
          ) : null}
          {total > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.prev}`}
                aria-label="Previous photo"
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon size={26} />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.next}`}
                aria-label="Next photo"
                onClick={() => go(1)}
              >
                <ChevronRightIcon size={26} />
              </button>
            </>
          ) : null}
          <p className={styles.counter} aria-live="polite">
            {current + 1} / {total}
          </p>
          <RadixDialog.Close className={styles.close} aria-label="Close photos">
            <CloseIcon size={22} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
