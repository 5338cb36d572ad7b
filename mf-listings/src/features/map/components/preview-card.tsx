import { Link } from 'react-router';
import type { Listing } from 'shared-api';
import {
  BookmarkButton,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  formatRent,
  imageAttributes,
  ImageIcon,
  SemesterBadge,
} from 'shared-ui';
import styles from './map.module.css';

export interface PreviewCardProps {
  listings: readonly Listing[];
  index: number;
  onStep: (delta: number) => void;
  onClose: () => void;
  onToggleSave: (listing: Listing) => void;
  saving: boolean;
  /** Called before 'Details' navigates (the page remembers its scroll). */
  onOpen?: () => void;
}

/**
 * The map's preview of a marker: one listing of the group at a time, with circular
 * previous/next and an 'i / n' counter for groups.
 */
export function PreviewCard({
  listings,
  index,
  onStep,
  onClose,
  onToggleSave,
  saving,
  onOpen,
}: PreviewCardProps) {
  const listing = listings[index];
  if (!listing) return null;
  const many = listings.length > 1;
  const heading = many ? `${listings.length} Units Available` : 'Unit Preview';
  return (
    <section className={styles.preview} aria-label={heading}>
      <header className={styles.previewHeader}>
        <h2 className={styles.previewHeading}>{heading}</h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Close preview"
          onClick={onClose}
        >
          <CloseIcon size={18} />
        </button>
      </header>
      <div className={styles.previewMedia}>
        {listing.photos[0] ? (
          // At most 20rem wide: the 400 px size at 1x, 800 at 2x. Opened on a click, so eager.
          <img
            key={listing.id}
            {...imageAttributes(listing.photos[0], '320px')}
            alt={listing.title}
            className={styles.previewImage}
            decoding="async"
          />
        ) : (
          <div className={styles.previewNoImage}>
            <ImageIcon size={24} />
            <span>No image</span>
          </div>
        )}
      </div>
      <div className={styles.previewBody}>
        <div className={styles.previewTitleRow}>
          <h3 className={styles.previewTitle}>{listing.title}</h3>
          <BookmarkButton
            saved={listing.isSaved}
            saving={saving}
            label={`Save ${listing.title}`}
            onToggle={() => onToggleSave(listing)}
          />
        </div>
        <p className={styles.previewPrice}>{formatRent(listing.price)}</p>
        <SemesterBadge semester={listing.semester} size="sm" />
        <div className={styles.previewFooter}>
          {many && (
            <div className={styles.pager}>
              <button
                type="button"
                className={styles.roundButton}
                aria-label="Previous unit"
                onClick={() => onStep(-1)}
              >
                <ChevronLeftIcon size={18} />
              </button>
              <span aria-live="polite">
                {index + 1} / {listings.length}
              </span>
              <button
                type="button"
                className={styles.roundButton}
                aria-label="Next unit"
                onClick={() => onStep(1)}
              >
                <ChevronRightIcon size={18} />
              </button>
            </div>
          )}
          <Button asChild size="sm" className={styles.details}>
            <Link to={`/listings/${encodeURIComponent(listing.id)}`} onClick={() => onOpen?.()}>
              Details
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
