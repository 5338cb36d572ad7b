import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { toListings, type Listing } from 'shared-api';
import { createTestQueryClient, seedListings } from 'shared-api/mocks';

/**
 * What the component stories share: a router and a query client (components use router links and
 * query hooks), and the mock seed as view models. Pages render through `StoryShell` over the mock
 * API instead (remote-harness/stories): their data is never put into a cache by hand.
 */
export function StoryProviders({
  children,
  path = '/listings',
}: {
  children: ReactNode;
  path?: string;
}) {
  const [client] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export const storyListings: Listing[] = toListings(seedListings());
