import { useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from '../icon';
import { cx } from '../lib/cx';
import { BookmarkButton } from './bookmark-button';
import { SemesterBadge } from '../badge/badge';
import styles from './listing-card.module.css';

/** Spec §9: a card shows up to 3 images. */
export const CARD_MAX_IMAGES = 3;

/** What a card shows. shared-ui never imports shared-api; its `Listing` view model fits this shape. */
export interface ListingCardData {
  id: string;
  title: string;
  price: number;
  semester: string;
  images: readonly string[];
  /** Numeric US date (`9/1/2026`) or 'TBD'. */
  expectedStartLabel: string;
  isSaved: boolean;
}

export interface CardLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const PlainLink = ({ href, className, children, onClick }: CardLinkProps) => (
  <a href={href} className={className} onClick={onClick}>
    {children}
  </a>
);

export interface ListingCardProps {
  listing: ListingCardData;
  /** Where the card leads, e.g. `/listings/42`. */
  href: string;
  /** The app's router link (client-side navigation); a plain <a> by default. */
  linkComponent?: ComponentType<CardLinkProps>;
  /** Called before the link navigates (e.g. to remember the scroll position). */
  onOpen?: () => void;
  onToggleSave: (listing: ListingCardData) => void;
  saving?: boolean;
  /** Set when the listing is picked on the map. */
  highlighted?: boolean;
  className?: string;
}

export const formatRent = (price: number) => `$${price.toLocaleString('en-US')}/mo`;

/**
 * A listing in the results: photos, title, '$rent/mo', semester, 'Expected Start:' and a bookmark.
 * The link and the buttons are siblings (never nested), so every control is a real, separate
 * target for mouse, keyboard and screen reader alike.
 */
export function ListingCard({
  listing,
  href,
  linkComponent: Link = PlainLink,
  onOpen,
  onToggleSave,
  saving = false,
  highlighted = false,
  className,
}: ListingCardProps) {
  const images = listing.images.slice(0, CARD_MAX_IMAGES);
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(images.length - 1, 0));
  const step = (delta: number) => setIndex((current + delta + images.length) % images.length);

  return (
    <article
      className={cx(styles.card, highlighted && styles.highlighted, className)}
      aria-label={listing.title}
    >
      <Link href={href} className={styles.link} onClick={() => onOpen?.()}>
        <div className={styles.media}>
          {images.length > 0 ? (
            <img
              src={images[current]}
              alt={`${listing.title} (${current + 1} of ${images.length})`}
              className={styles.image}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <div className={styles.noImage}>
              <ImageIcon size={28} />
              <span>No image found</span>
            </div>
          )}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{listing.title}</h3>
          <p className={styles.price}>{formatRent(listing.price)}</p>
          <div className={styles.meta}>
            <SemesterBadge semester={listing.semester} size="sm" />
            <span className={styles.start}>
              Expected Start: <span className={styles.startDate}>{listing.expectedStartLabel}</span>
            </span>
          </div>
        </div>
      </Link>
      {images.length > 1 && (
        <div className={styles.imageNav}>
          <button
            type="button"
            className={styles.imageArrow}
            aria-label="Previous photo"
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon size={16} />
          </button>
          <span className={styles.dots} aria-hidden="true">
            {images.map((src, i) => (
              <span key={src + i} className={cx(styles.dot, i === current && styles.dotActive)} />
            ))}
          </span>
          <button
            type="button"
            className={styles.imageArrow}
            aria-label="Next photo"
            onClick={() => step(1)}
          >
            <ChevronRightIcon size={16} />
          </button>
        </div>
      )}
      <BookmarkButton
        className={styles.cardBookmark}
        saved={listing.isSaved}
        saving={saving}
        label={`Save ${listing.title}`}
        onToggle={() => onToggleSave(listing)}
      />
    </article>
  );
}
