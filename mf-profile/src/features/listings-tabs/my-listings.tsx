import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Listing, useDeleteListing, useOwnListings } from 'shared-api';
import { Button, ConfirmDialog, EmptyState, Spinner } from 'shared-ui';
import { ListingRow } from './listing-row';
import { LoadError } from './load-error';
import styles from './listing-row.module.css';

export const DELETE_LISTING_MESSAGE =
  'Are you sure you want to delete this listing? This action cannot be undone.';

/** My Listings (spec §2): the user's listings with Edit and Delete, and '+ Create Listing'. */
export function MyListings() {
  const listings = useOwnListings();
  const deletion = useDeleteListing();
  const [target, setTarget] = useState<Listing | null>(null);

  if (listings.isPending) return <Spinner label="Loading your listings..." showLabel centered />;
  if (listings.isError)
    return (
      <LoadError
        what="your listings"
        error={listings.error}
        onRetry={() => void listings.refetch()}
      />
    );

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
        if (target) deletion.mutate(target.id, { onSuccess: () => setTarget(null) });
      }}
      error={deletion.isError ? deletion.error.message : null}
    />
  );

  if (listings.data.length === 0) {
    return (
      <EmptyState
        title="You haven't posted any listings yet"
        action={
          <Button asChild>
            <Link to="/listings/new">Create Your First Listing</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div>
      <div className={styles.header}>
        <Button asChild>
          <Link to="/listings/new">+ Create Listing</Link>
        </Button>
      </div>
      <ul className={styles.list} aria-label="My listings">
        {listings.data.map((listing) => (
          <ListingRow
            key={listing.id}
            listing={listing}
            actions={
              <>
                <Button asChild variant="secondary" size="sm">
                  <Link
                    to={`/listings/${encodeURIComponent(listing.id)}/edit`}
                    aria-label={`Edit ${listing.title}`}
                  >
                    Edit
                  </Link>
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={`Delete ${listing.title}`}
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
  );
}
