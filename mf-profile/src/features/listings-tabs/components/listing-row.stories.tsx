import { MemoryRouter } from 'react-router';
import { seedListings } from 'shared-api/mocks';
import { toListing } from 'shared-api';
import { Button } from 'shared-ui';
import { ListingRow } from './listing-row';
import { LoadError } from './load-error';
import styles from './listing-row.module.css';

const listings = seedListings().map((dto) => toListing(dto));

function Rows() {
  return (
    <MemoryRouter>
      <ul className={styles.list} style={{ maxWidth: 760 }}>
        {listings.map((listing) => (
          <ListingRow
            key={listing.id}
            listing={listing}
            actions={
              <>
                <Button variant="secondary" size="sm">
                  Edit
                </Button>
                <Button variant="danger" size="sm">
                  Delete
                </Button>
              </>
            }
          />
        ))}
        <ListingRow listing={{ ...listings[0]!, id: 'no-image', images: [] }} actions={null} />
      </ul>
    </MemoryRouter>
  );
}

export default { title: 'Profile/Listing rows', component: ListingRow };

export const Rows_ = { name: 'Rows', render: () => <Rows /> };
export const AuthError = {
  render: () => (
    <LoadError
      what="saved listings"
      error={new Error('HTTP error! status: 401')}
      onRetry={() => undefined}
    />
  ),
};
export const OtherError = {
  render: () => (
    <LoadError
      what="your listings"
      error={new Error('HTTP error! status: 500')}
      onRetry={() => undefined}
    />
  ),
};
export const Dark = { ...Rows_, globals: { theme: 'dark' } };
