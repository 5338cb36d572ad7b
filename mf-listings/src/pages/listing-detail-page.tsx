import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, useDocumentTitle, useListingDetail, useSession } from 'shared-api';
import { BookmarkIcon, Button } from 'shared-ui';
import { AmenitiesList } from '../features/listing-detail/components/amenities-list';
import { ContactLister } from '../features/listing-detail/components/contact-lister';
import { DetailSection } from '../features/listing-detail/components/detail-section';
import {
  DetailError,
  DetailLoading,
  DetailNotFound,
} from '../features/listing-detail/components/detail-states';
import { ImageCarousel } from '../features/listing-detail/components/image-carousel';
import { ListerCard } from '../features/listing-detail/components/lister-card';
import {
  ListingStatusButton,
  TakenNotice,
} from '../features/listing-detail/components/listing-status';
import { ListingSummary } from '../features/listing-detail/components/listing-summary';
import { PropertyDetails } from '../features/listing-detail/components/property-details';
import { ShareListing } from '../features/listing-detail/components/share-listing';
import { useContactLister } from '../features/listing-detail/hooks/use-contact-lister';
import { ownership } from '../features/listing-detail/utils/contact-errors';
import { SingleListingMap } from '../features/map/components/deferred-maps';
import { useSaveListing } from '../features/save/hooks/use-save-listing';
import { ReportListing } from '../features/trust/components/report-listing';
import { UnderReviewNotice } from '../features/trust/components/under-review-notice';
import styles from './listing-detail-page.module.css';

// Only owners render it (their 'Still available?'): not part of anyone's first load.
const OwnerStillAvailable = lazy(
  () => import('../features/listing-detail/components/owner-still-available'),
);

/** /listings/:id — everything about one listing, and the ways to act on it. */
export default function ListingDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: listing, isPending, isError, error, refetch } = useListingDetail(id);
  const contact = useContactLister(listing);
  const { toggle, isPending: isSaving } = useSaveListing();
  // The browser tab and history say which listing this is, not just 'Listing'.
  useDocumentTitle(listing?.title);
  const user = useSession((s) => s.user);
  // Only the site server's paint renders before the visitor is known (the shell waits for it):
  // whether the listing is saved is theirs, so the toggle keeps its place but shows nothing yet.
  const visitorKnown = useSession((s) => s.status !== 'loading');

  if (isError && !listing) {
    if (error instanceof ApiError && error.status === 404) return <DetailNotFound />;
    return <DetailError message={error.message} onRetry={() => void refetch()} />;
  }
  if (isPending || !listing) return <DetailLoading />;
  // A detail refetch that 404s while the list's copy is shown: the listing is gone.
  if (isError && error instanceof ApiError && error.status === 404) return <DetailNotFound />;

  const saving = isSaving(listing.id);
  // The owner manages the listing from here too (the spec's dialog still answers Contact Lister).
  const isOwner = !!user && ownership(listing.poster, user).own;
  return (
    <article className={styles.page}>
      <Link to="/listings" className={styles.back}>
        ← Back to Listings
      </Link>
      {(listing.status === 'TAKEN' || (listing.status === 'STALE' && !isOwner)) && (
        <TakenNotice owner={isOwner} stale={listing.status === 'STALE'} />
      )}
      {isOwner && (
        <Suspense fallback={null}>
          <OwnerStillAvailable listing={listing} />
        </Suspense>
      )}
      {listing.underReview && <UnderReviewNotice owner={isOwner} />}
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ImageCarousel images={listing.photos} title={listing.title} />
        </div>
        <div className={styles.main}>
          <PropertyDetails listing={listing} />
          <DetailSection id="description" title="Description">
            {listing.description || listing.poster.known ? (
              <p className={styles.description}>
                {listing.description || 'No description provided.'}
              </p>
            ) : (
              // The list's copy (a lean card answer) has no description: the page's own answer
              // brings it, so say nothing rather than 'No description provided.'.
              <p className={styles.descriptionPending} aria-busy="true">
                <span />
                <span />
              </p>
            )}
          </DetailSection>
          <AmenitiesList amenities={listing.amenities} />
          <DetailSection id="location" title="Location">
            {listing.coords ? (
              <SingleListingMap position={listing.coords} label={listing.address} />
            ) : (
              <p className={styles.muted}>Location not available.</p>
            )}
          </DetailSection>
        </div>
        <aside className={styles.side}>
          <ListingSummary
            listing={listing}
            share={<ShareListing listing={listing} />}
            ownerAction={
              isOwner && (
                <>
                  <Button asChild variant="secondary" size="lg" fullWidth>
                    <Link to={`/listings/${encodeURIComponent(String(listing.listingID))}/edit`}>
                      Edit listing
                    </Link>
                  </Button>
                  <ListingStatusButton listing={listing} />
                </>
              )
            }
            actions={
              <>
                <ContactLister
                  onContact={() => void contact.contact()}
                  pending={contact.pending}
                  error={contact.error}
                  ownListingOpen={contact.ownListingOpen}
                  onCloseOwnListing={contact.closeOwnListing}
                />
                <Button
                  variant="secondary"
                  size="lg"
                  fullWidth
                  className={visitorKnown ? undefined : styles.visitorUnknown}
                  aria-hidden={visitorKnown ? undefined : true}
                  aria-pressed={listing.isSaved}
                  aria-busy={saving || undefined}
                  leadingIcon={<BookmarkIcon filled={listing.isSaved} size={18} />}
                  onClick={() => !saving && void toggle(listing)}
                >
                  {/* On a phone's bottom bar the bookmark alone (the name stays for assistive tech):
                      the spec's labels of both buttons and the price do not fit 375 px. */}
                  <span className={styles.saveLabel}>
                    {listing.isSaved ? 'Unsave Listing' : 'Save Listing'}
                  </span>
                </Button>
              </>
            }
          />
          <ListerCard poster={listing.poster} />
          {/* Reporting one's own listing is refused by the server: the owner is not offered it. */}
          {!isOwner && <ReportListing key={listing.id} listing={listing} />}
        </aside>
      </div>
    </article>
  );
}
