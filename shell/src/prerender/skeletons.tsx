import { Link } from 'react-router';
import type { Listing } from 'shared-api';
import {
  DETAIL_IMAGE_SIZES,
  FIRST_SCREEN_CARDS,
  ListingCard,
  ListingCardSkeleton,
  imageAttributes,
} from 'shared-ui';
// mf-listings' own styles for its pages' skeletons, beside the page styles they follow: the remote
// owns its pages' geometry; the shell draws the boxes (the one file of a remote the shell may import).
import styles from 'mf-listings/skeletons.module.css';

const CARDS = 6;
const noop = () => undefined;

/**
 * /listings before mf-listings is there: its title, the filter bar's height, the map's column and
 * cards of their final size, two a row from a 560 px list (the styles are mf-listings':
 * src/skeletons/skeletons.module.css; e2e/tests/paint.spec.ts compares the boxes with the page's).
 * With `listings` (the site server renders the page with the public list, default filters and
 * sort: the API's order), the first cards are the real ones, photos included, so the page's
 * largest paint needs no JavaScript; the bookmarks wait for the visitor to be known.
 */
export function ListingsSkeleton({ listings }: { listings?: readonly Listing[] }) {
  const first = listings?.slice(0, CARDS) ?? [];
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>
          {listings && first.length > 0
            ? `Available Listings (${listings.length})`
            : 'Available Listings'}
        </h1>
        {/* The place of mf-listings' 'Save Search' button (it wraps under the title on a phone). */}
        <div className={styles.saveSearch} />
      </div>
      <div className={styles.filters} />
      <div className={styles.columns}>
        {first.length > 0 ? (
          <section className={styles.results} aria-label="Listings">
            <div className={styles.grid}>
              {first.map((listing, i) => (
                <ListingCard
                  key={listing.id}
                  listing={listing}
                  href={`/listings/${encodeURIComponent(listing.id)}`}
                  onToggleSave={noop}
                  // The carousel as the app draws it (the list carries the first photo only).
                  onMorePhotos={noop}
                  bookmark={false}
                  priority={i < FIRST_SCREEN_CARDS}
                />
              ))}
            </div>
          </section>
        ) : (
          <div className={styles.results} role="status" aria-label="Loading listings...">
            <div className={styles.grid}>
              {Array.from({ length: CARDS }, (_, i) => (
                <ListingCardSkeleton key={i} />
              ))}
            </div>
          </div>
        )}
        <div className={styles.map} />
      </div>
    </div>
  );
}

/**
 * /listings/:id before mf-listings is there: the way back, the 400 px photo column, the summary
 * panel. With `listing` (rendered by the site server), the first photo is drawn as the carousel
 * will show it (whole, on a blurred copy of itself), with its srcset and sizes (the same download).
 */
export function ListingDetailSkeleton({ listing }: { listing?: Listing }) {
  const photos = listing ? (listing.photos.length > 0 ? listing.photos : listing.images) : [];
  return (
    <div className={styles.detailPage} role="status" aria-label="Loading listing details...">
      <Link to="/listings" className={styles.back}>
        ← Back to Listings
      </Link>
      <div className={styles.detailLayout}>
        <div className={styles.gallery}>
          {listing && photos[0] !== undefined && (
            <>
              <img
                {...imageAttributes(photos[0], DETAIL_IMAGE_SIZES)}
                alt=""
                aria-hidden
                className={styles.galleryBackdrop}
              />
              <img
                {...imageAttributes(photos[0], DETAIL_IMAGE_SIZES)}
                alt={`${listing.title} (1 of ${photos.length})`}
                className={styles.galleryImage}
                fetchPriority="high"
              />
            </>
          )}
        </div>
        <div className={styles.side} />
      </div>
    </div>
  );
}
