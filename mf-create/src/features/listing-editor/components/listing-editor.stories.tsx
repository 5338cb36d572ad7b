import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SIGN_IN_TO_CREATE } from 'shared-api/listing-write';
import { LISTING_FORM_DEFAULTS } from 'shared-api/validation';
import { createTestQueryClient } from 'shared-api/mocks';
import { filledValues } from '../stories/story-fixtures';
import { ListingEditor } from './listing-editor';

// The page needs a router and a QueryClient, as inside the shell. Nothing is sent until a submit.
const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

export default {
  title: 'Create/Page',
  component: ListingEditor,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story: () => ReactNode) => <Providers>{Story()}</Providers>],
};

const create = {
  heading: 'List Your Property',
  submitLabel: 'Create Listing',
  busyLabel: 'Creating...',
  signedOutMessage: SIGN_IN_TO_CREATE,
};

export const CreateEmpty = {
  render: () => <ListingEditor {...create} initialValues={LISTING_FORM_DEFAULTS} />,
};
export const EditFilled = {
  render: () => (
    <ListingEditor
      heading="Edit Listing"
      submitLabel="Update Listing"
      busyLabel="Updating..."
      signedOutMessage="You must be signed in to edit a listing."
      initialValues={filledValues}
    />
  ),
};
export const Phone = { ...CreateEmpty, globals: { viewport: { value: 'phone' } } };
export const CreateDark = { ...CreateEmpty, globals: { theme: 'dark' } };
