import { useState } from 'react';
import { Link } from 'react-router';
import { type Listing, useOnline, useOwnListings } from 'shared-api';
import { useDeleteListing } from 'shared-api/profile';
import { Button, ConfirmDialog, toast } from 'shared-ui';
import { ListingRow, RowLinkAction } from './listing-row';
import { ListingsTabStates } from './listings-tab-states';
import { StatusAction } from './status-action';
import styles from './listing-row.module.css';

/** The confirmation toast after a delete (not in the spec: every change of data is confirmed). */
export const LISTING_DELETED = 'Listing deleted';
export const DELETE_LISTING_MESSAGE =
  'Are you sure you want to delete this listing? This action cannot be undone.';

/** My Listings: the user's listings with Edit and Delete, and '+ Create Listing'. */
export function MyListings() {
  const listings = useOwnListings();
  const deletion = useDeleteListing();
  const [target, setTarget] = useState<Listing | null>(null);
  // Offline the list is the last visit's copy: read-only (the site's banner says why).
  const online = useOnline();

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) {
          setTarget(null);
          deletion.reset();
        }
      }}
      title="Delete Listing"
      message={DELETE_LISTING_MESSAGE}
      confirmLabel="Delete"
      pending={deletion.isPending}
      pendingLabel="Deleting..."
      onConfirm={() => {
        if (!target) return;
        deletion.mutate(target.id, {
          onSuccess: () => {
            setTarget(null);
            toast.success(LISTING_DELETED);
          },
        });
      }}
      error={deletion.isError ? deletion.error.message : null}
    />
  );

  return (
    <ListingsTabStates
      query={listings}
      loadingLabel="Loading your listings..."
      what="your listings"
      emptyTitle="You haven't posted any listings yet"
      emptyLink={{ to: '/listings/new', label: 'Create Your First Listing' }}
    >
      {(data) => (
        <div>
          <div className={styles.header}>
            <Button asChild>
              <Link to="/listings/new">+ Create Listing</Link>
            </Button>
          </div>
          <ul className={styles.list} aria-label="My listings">
            {data.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                own
                actions={
                  <>
                    <RowLinkAction
                      to={`/listings/${encodeURIComponent(listing.id)}/edit`}
                      label="Edit"
                      listing={listing}
                    />
                    <StatusAction listing={listing} />
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={`Delete ${listing.title}`}
                      disabled={!online}
                      onClick={() => {
                        deletion.reset();
                        setTarget(listing);
                      }}
                    >
                      Delete
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
          {dialog}
        </div>
      )}
    </ListingsTabStates>
  );
}
