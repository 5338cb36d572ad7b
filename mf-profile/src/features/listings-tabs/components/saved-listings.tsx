import { PROFILE_UNSAVE_ERROR, useOnline, useSavedListings, useToggleSave } from 'shared-api';
import { Button, toast } from 'shared-ui';
import { ListingRow, RowLinkAction } from './listing-row';
import { ListingsTabStates } from './listings-tab-states';
import styles from './listing-row.module.css';

/** Saved Listings: View and Unsave per listing; an unsaved one leaves the list. */
export function SavedListings() {
  const listings = useSavedListings();
  const { toggleSave, isPending } = useToggleSave();
  // Offline the list is the last visit's copy: read-only (the site's banner says why).
  const online = useOnline();

  const unsave = async (id: string, isSaved: boolean) => {
    try {
      await toggleSave({ id, isSaved });
    } catch (error) {
      console.error('Unsaving failed', error);
      toast.error(PROFILE_UNSAVE_ERROR);
    }
  };

  return (
    <ListingsTabStates
      query={listings}
      loadingLabel="Loading saved listings..."
      what="saved listings"
      emptyTitle="You haven't saved any listings yet"
      emptyLink={{ to: '/listings', label: 'Browse Listings' }}
    >
      {(data) => (
        <ul className={styles.list} aria-label="Saved listings">
          {data.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              actions={
                <>
                  <RowLinkAction
                    to={`/listings/${encodeURIComponent(listing.id)}`}
                    label="View"
                    listing={listing}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Unsave ${listing.title}`}
                    loading={isPending(listing.id)}
                    disabled={!online}
                    onClick={() => void unsave(listing.id, listing.isSaved)}
                  >
                    Unsave
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
    </ListingsTabStates>
  );
}
