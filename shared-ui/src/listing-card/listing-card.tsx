import { useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from '../icon';
import { imageAttributes, type ImageSource } from '../image';
import { cx } from '../lib/cx';
import { formatDollars } from '../lib/money';
import { BookmarkButton } from './bookmark-button';
import { SemesterBadge, VerifiedStudentBadge } from '../badge/badge';
import styles from './listing-card.module.css';

/** A card shows up to 3 images. */
export const CARD_MAX_IMAGES = 3;
/**
 * How wide a card's photo is drawn: the whole width on a phone, about 340–400 px beside the map.
 * A 1x screen then fetches the 400 px size, a 2x phone the 800 px one.
 */
export const CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, 400px';
/**
 * Cards whose photos load at once and first (`priority`): a phone's first screen shows two cards'
 * photos, as large as each other (either can be the page's largest paint), a desktop's first row two.
 */
export const FIRST_SCREEN_CARDS = 2;

/** What a card shows. shared-ui never imports shared-api; its `Listing` view model fits this shape. */
export interface ListingCardData {
  id: string;
  title: string;
  price: number;
  semester: string;
  images: readonly string[];
  /** The same photos with their sizes (srcset, intrinsic size); `images` is used when absent. */
  photos?: readonly ImageSource[];
  /**
   * How many photos the listing has, when the card was given fewer (a list carries the first):
   * with `onMorePhotos` the carousel counts them all and asks for the rest when stepped.
   */
  photoCount?: number;
  /** Numeric US date (`9/1/2026`) or 'TBD'. */
  expectedStartLabel: string;
  isSaved: boolean;
  /** The lister is a verified student: a badge beside the start date. */
  verifiedStudent?: boolean;
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
  /** The carousel moved to a photo the card was not given: the app fetches the listing's photos. */
  onMorePhotos?: () => void;
  saving?: boolean;
  /** Set when the listing is picked on the map. */
  highlighted?: boolean;
  /**
   * The card is in the first screenful (`FIRST_SCREEN_CARDS`): its photo loads eagerly and first.
   * Every other card's photo waits until it nears the viewport.
   */
  priority?: boolean;
  /** The photo's `sizes`; CARD_IMAGE_SIZES fits the listings page. */
  imageSizes?: string;
  /**
   * Whether the bookmark is drawn. Its state belongs to the visitor: a page rendered before the
   * visitor is known (the server's first paint) leaves it out rather than show a wrong one.
   */
  bookmark?: boolean;
  /**
   * New since the visitor last opened their saved search: a 'New' tag on the photo's
   * corner, over it, so the card is exactly as tall with or without it.
   */
  isNew?: boolean;
  /** A short line under the start date, e.g. 'covers Sep 1 – Dec 15 of your dates'. */
  note?: string;
  className?: string;
}

export const formatRent = (price: number) => `${formatDollars(price)}/mo`;

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
  onMorePhotos,
  saving = false,
  highlighted = false,
  priority = false,
  imageSizes = CARD_IMAGE_SIZES,
  bookmark = true,
  isNew = false,
  note,
  className,
}: ListingCardProps) {
  const images: readonly (ImageSource | string)[] = (listing.photos ?? listing.images).slice(
    0,
    CARD_MAX_IMAGES,
  );
  // Slots for photos not yet here count only when the app can fetch them.
  const count = Math.min(
    Math.max(images.length, onMorePhotos ? (listing.photoCount ?? 0) : 0),
    CARD_MAX_IMAGES,
  );
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(count - 1, 0));
  const step = (delta: number) => {
    const next = (current + delta + count) % count;
    if (next >= images.length) onMorePhotos?.();
    setIndex(next);
  };
  const image = images[current];

  return (
    <article
      className={cx(styles.card, highlighted && styles.highlighted, className)}
      aria-label={listing.title}
    >
      <Link href={href} className={styles.link} onClick={() => onOpen?.()}>
        <div className={styles.media}>
          {image === undefined && count > 0 ? (
            // The photo's place, as large as a photo, until the listing's photos arrive.
            <div className={styles.noImage}>
              <ImageIcon size={28} />
              <span>Loading photo…</span>
            </div>
          ) : image !== undefined ? (
            // Only the photo shown is in the DOM, so only it is fetched.
            <img
              {...imageAttributes(image, imageSizes)}
              alt={`${listing.title} (${current + 1} of ${count})`}
              className={styles.image}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
            />
          ) : (
            <div className={styles.noImage}>
              <ImageIcon size={28} />
              <span>No image found</span>
            </div>
          )}
          {/* Inside the link, so 'New' is part of what a screen reader reads for the card. */}
          {isNew ? <span className={styles.newTag}>New</span> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{listing.title}</h3>
          <p className={styles.price}>{formatRent(listing.price)}</p>
          <div className={styles.meta}>
            <SemesterBadge semester={listing.semester} size="sm" />
            <span className={styles.start}>
              Expected Start: <span className={styles.startDate}>{listing.expectedStartLabel}</span>
            </span>
            {listing.verifiedStudent ? <VerifiedStudentBadge /> : null}
          </div>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
      </Link>
      {count > 1 && (
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
            {Array.from({ length: count }, (_slot, i) => (
              <span key={i} className={cx(styles.dot, i === current && styles.dotActive)} />
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
      {bookmark && (
        <BookmarkButton
          className={styles.cardBookmark}
          saved={listing.isSaved}
          saving={saving}
          label={`Save ${listing.title}`}
          onToggle={() => onToggleSave(listing)}
        />
      )}
    </article>
  );
}
