import { Link } from 'react-router-dom';
import { PROFILE_UNSAVE_ERROR, useSavedListings, useToggleSave } from 'shared-api';
import { Button, EmptyState, Spinner, toast } from 'shared-ui';
import { ListingRow } from './listing-row';
import { LoadError } from './load-error';
import styles from './listing-row.module.css';

/** Saved Listings (spec §2): View and Unsave per listing; an unsaved one leaves the list. */
export function SavedListings() {
  const listings = useSavedListings();
  const { toggleSave, isPending } = useToggleSave();

  if (listings.isPending) return <Spinner label="Loading saved listings..." showLabel centered />;
  if (listings.isError) {
    return (
      <LoadError
        what="saved listings"
        error={listings.error}
        onRetry={() => void listings.refetch()}
      />
    );
  }
  if (listings.data.length === 0) {
    return (
      <EmptyState
        title="You haven't saved any listings yet"
        action={
          <Button asChild>
            <Link to="/listings">Browse Listings</Link>
          </Button>
        }
      />
    );
  }

  const unsave = async (id: string, isSaved: boolean) => {
    try {
      await toggleSave({ id, isSaved });
    } catch (error) {
      console.error('Unsaving failed', error);
      toast.error(PROFILE_UNSAVE_ERROR);
    }
  };

  return (
    <ul className={styles.list} aria-label="Saved listings">
      {listings.data.map((listing) => (
        <ListingRow
          key={listing.id}
          listing={listing}
          actions={
            <>
              <Button asChild variant="secondary" size="sm">
                <Link
                  to={`/listings/${encodeURIComponent(listing.id)}`}
                  aria-label={`View ${listing.title}`}
                >
                  View
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Unsave ${listing.title}`}
                loading={isPending(listing.id)}
                onClick={() => void unsave(listing.id, listing.isSaved)}
              >
                Unsave
              </Button>
            </>
          }
        />
      ))}
    </ul>
  );
}
