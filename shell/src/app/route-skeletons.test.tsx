import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { listingListQuery } from 'shared-api';
import { createTestQueryClient, makeListingDto } from 'shared-api/mocks';
import { describe, expect, it } from 'vitest';
import { ListingsLoading } from './route-skeletons';

// The public list in the API's order, fetched before the first render (route-data.ts).
function renderAt(path: string) {
  const client = createTestQueryClient();
  client.setQueryData(listingListQuery().queryKey, [
    makeListingDto({ listingID: 1, title: 'Newest room', rent: 1400 }),
    makeListingDto({ listingID: 2, title: 'Cheapest room', rent: 600 }),
  ]);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ListingsLoading />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ListingsLoading (while mf-listings downloads)', () => {
  it('shows the plain list with its first cards, as the site server painted it', () => {
    renderAt('/listings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Available Listings (2)');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Newest room',
      'Cheapest room',
    ]);
  });

  it('with a filter or a sort shows no cards: the API order would be the wrong ones', () => {
    renderAt('/listings?sort=price-asc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Available Listings');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });
});
