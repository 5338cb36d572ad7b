import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { toListings, type Listing } from 'shared-api';
import { createTestQueryClient, seedListings } from 'shared-api/mocks';

/**
 * What the remote's stories share: a router and a query client (components use router links and
 * query hooks), and the mock seed as view models. Storybook types are left out on purpose: this
 * package does not depend on Storybook, whose config (shared-ui) picks these files up.
 */
export function StoryProviders({ children, path = '/listings' }: { children: ReactNode; path?: string }) {
  const [client] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

export const storyListings: Listing[] = toListings(seedListings());
export const dark = { theme: 'dark' } as const;
