import { SIGN_IN_TO_CREATE } from 'shared-api/listing-write';
import { LISTING_FORM_DEFAULTS } from 'shared-api/validation';
import { ListingEditor } from '../features/listing-editor/components/listing-editor';

const HEADING = 'List Your Property';

/** `/listings/new` ('List Your Property'). Exposed as `mf_create/CreateListingPage`. */
export default function CreateListingPage() {
  return (
    <ListingEditor
      heading={HEADING}
      submitLabel="Create Listing"
      busyLabel="Creating..."
      signedOutMessage={SIGN_IN_TO_CREATE}
      initialValues={LISTING_FORM_DEFAULTS}
    />
  );
}
