import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { queryKeys, toListings, type Listing, type ListingDto } from 'shared-api';
import { createTestQueryClient, seedListings } from 'shared-api/mocks';

/**
 * What the remote's stories share: a router and a query client (components use router links and
 * query hooks), and the mock seed as view models. Storybook types are left out on purpose: this
 * package does not depend on Storybook, whose config (shared-ui) picks these files up.
 */
export function StoryProviders({
  children,
  path = '/listings',
  listings,
}: {
  children: ReactNode;
  path?: string;
  /** Seeds the public listing list, so pages render without an API. */
  listings?: ListingDto[];
}) {
  const [client] = useState(() => {
    const c = createTestQueryClient();
    if (listings) c.setQueryData(queryKeys.listings.list(), listings);
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export const storyListings: Listing[] = toListings(seedListings());
export const dark = { theme: 'dark' } as const;
