import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, EmptyState, ErrorMessage, Spinner } from 'shared-ui';
import { ApiError, useSession, type ListingDto } from 'shared-api';
import { FETCH_LISTING_ERROR, useListingForEdit } from 'shared-api/listing-write';
import { composeAddress, listingDtoToFormValues } from 'shared-api/validation';
import { ListingEditor } from '../features/listing-editor/components/listing-editor';
import { PageNotice } from '../features/listing-editor/components/page-notice';
import type { EditTarget } from '../features/listing-editor/hooks/use-listing-submit';
import styles from './edit-listing-page.module.css';

const HEADING = 'Edit Listing';
export const NOT_OWNER_MESSAGE = 'You can only edit your own listings.';
export const SIGN_IN_TO_EDIT = 'You must be signed in to edit a listing.';

/** `/listings/:id/edit` ('Edit Listing'). Exposed as `mf_create/EditListingPage`. */
export default function EditListingPage() {
  const { id } = useParams<{ id: string }>();
  const listing = useListingForEdit(id);
  const status = useSession((s) => s.status);
  const openSignIn = useSession((s) => s.openSignIn);
  const [forbidden, setForbidden] = useState(false);

  let body;
  if (status === 'loading') {
    body = <Spinner label="Loading..." showLabel centered />;
  } else if (status === 'signedOut') {
    body = (
      <PageNotice heading={HEADING}>
        <EmptyState
          title={SIGN_IN_TO_EDIT}
          headingLevel={2}
          action={<Button onClick={() => openSignIn('Sign in to continue')}>Sign In</Button>}
        />
      </PageNotice>
    );
  } else if (forbidden || (listing.error instanceof ApiError && listing.error.status === 403)) {
    // Only the owner's read answers (it carries the unit number): anyone else's is refused.
    body = <NotOwner id={id ?? ''} />;
  } else if (listing.isError) {
    body = (
      <PageNotice heading={HEADING}>
        <ErrorMessage onRetry={() => void listing.refetch()}>{FETCH_LISTING_ERROR}</ErrorMessage>
      </PageNotice>
    );
  } else if (!listing.ready || !listing.data) {
    body = <Spinner label="Loading..." showLabel centered />;
  } else {
    body = <Editor key={id} dto={listing.data} onForbidden={() => setForbidden(true)} />;
  }
  return body;
}

function Editor({ dto, onForbidden }: { dto: ListingDto; onForbidden: () => void }) {
  const initialValues = useMemo(() => listingDtoToFormValues(dto), [dto]);
  const edit = useMemo<EditTarget>(
    () => ({
      listingID: dto.listingID,
      address: composeAddress(initialValues),
      lat: dto.lat ?? null,
      lon: dto.lon ?? null,
    }),
    [dto, initialValues],
  );
  return (
    <ListingEditor
      heading={HEADING}
      submitLabel="Update Listing"
      busyLabel="Updating..."
      signedOutMessage={SIGN_IN_TO_EDIT}
      initialValues={initialValues}
      initialImageUrls={dto.preSignedGetUrls}
      initialImageNames={dto.photos?.map((p) => p.name)}
      edit={edit}
      onForbidden={onForbidden}
    />
  );
}

function NotOwner({ id }: { id: string }) {
  return (
    <PageNotice heading={HEADING}>
      <EmptyState
        title={NOT_OWNER_MESSAGE}
        headingLevel={2}
        text="This listing belongs to another account. You can still view it, and manage your own listings from your profile."
        action={
          <div className={styles.actions}>
            <Button asChild variant="secondary">
              <Link to={`/listings/${encodeURIComponent(id)}`}>Back to the listing</Link>
            </Button>
            <Button asChild>
              <Link to="/profile">Go to My Listings</Link>
            </Button>
          </div>
        }
      />
    </PageNotice>
  );
}
