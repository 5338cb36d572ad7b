import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toListing, type Listing } from 'shared-api';
import { createTestQueryClient, makeListingDto } from 'shared-api/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingsMap } from './listings-map';

const SPOT = { lat: 43.0731, lon: -89.4012 };
const listings: Listing[] = [
  toListing(makeListingDto({ listingID: 1, title: 'Unit A', rent: 900, ...SPOT })),
  // Differs only past the 5th decimal: the same spot.
  toListing(
    makeListingDto({
      listingID: 2,
      title: 'Unit B',
      rent: 950,
      lat: SPOT.lat + 1e-7,
      lon: SPOT.lon,
    }),
  ),
  toListing(
    makeListingDto({
      listingID: 3,
      title: 'Lonely loft',
      rent: 1250,
      lat: 43.08,
      lon: -89.39,
      preSignedGetUrls: [],
    }),
  ),
];

function renderMap(items: readonly Listing[] = listings, onSelectionChange = vi.fn()) {
  const client = createTestQueryClient();
  const ui = (xs: readonly Listing[]) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ListingsMap
          listings={xs}
          onToggleSave={() => {}}
          isSaving={() => false}
          onSelectionChange={onSelectionChange}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const utils = render(ui(items));
  return { ...utils, rerenderWith: (xs: readonly Listing[]) => utils.rerender(ui(xs)) };
}

describe('ListingsMap', () => {
  it('shows one price bubble per spot, grouping listings at the same coordinates', async () => {
    renderMap();
    const group = await screen.findByRole('button', { name: /^2 Units at/ });
    expect(group).toHaveTextContent('2 Units');
    expect(screen.getByRole('button', { name: 'Lonely loft, $1,250 per month' })).toHaveTextContent(
      '$1,250',
    );
  });

  it('opens a group preview and cycles through it circularly', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderMap(listings, onSelectionChange);
    await user.click(await screen.findByRole('button', { name: /^2 Units at/ }));

    const preview = screen.getByRole('region', { name: '2 Units Available' });
    expect(preview).toHaveTextContent('Unit A');
    expect(preview).toHaveTextContent('$900/mo');
    expect(preview).toHaveTextContent('1 / 2');
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['1', '2']));

    await user.click(screen.getByRole('button', { name: 'Next unit' }));
    expect(preview).toHaveTextContent('Unit B');
    expect(preview).toHaveTextContent('2 / 2');
    await user.click(screen.getByRole('button', { name: 'Next unit' }));
    expect(preview).toHaveTextContent('1 / 2');
    await user.click(screen.getByRole('button', { name: 'Previous unit' }));
    expect(preview).toHaveTextContent('2 / 2');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/listings/2');
  });

  it('previews a single listing, without a counter, and closes', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderMap(listings, onSelectionChange);
    await user.click(await screen.findByRole('button', { name: /^Lonely loft/ }));
    const preview = screen.getByRole('region', { name: 'Unit Preview' });
    expect(preview).toHaveTextContent('No image');
    expect(preview).toHaveTextContent('$1,250/mo');
    expect(preview).not.toHaveTextContent('1 / 1');

    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('region', { name: 'Unit Preview' })).not.toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenLastCalledWith(null);
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderMap();
    const marker = await screen.findByRole('button', { name: /^Lonely loft/ });
    marker.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Unit Preview' })).toBeInTheDocument();
  });

  it('closes when the empty map is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderMap();
    await user.click(await screen.findByRole('button', { name: /^Lonely loft/ }));
    fireEvent.click(container.querySelector('.leaflet-container')!);
    expect(screen.queryByRole('region', { name: 'Unit Preview' })).not.toBeInTheDocument();
  });

  it('closes when the open group leaves the filtered results, and keeps others', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderMap();
    await user.click(await screen.findByRole('button', { name: /^2 Units at/ }));
    await user.click(screen.getByRole('button', { name: 'Next unit' }));

    // One unit of the group filtered out: the preview stays, on a unit that still exists.
    rerenderWith([listings[0]!, listings[2]!]);
    const preview = screen.getByRole('region', { name: 'Unit Preview' });
    expect(preview).toHaveTextContent('Unit A');

    rerenderWith([listings[2]!]);
    expect(screen.queryByRole('region', { name: /Unit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unit A/ })).not.toBeInTheDocument();
  });

  describe('laid out (jsdom has no layout: the client size Leaflet reads)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('never makes a marker for a spot outside its area, even when it first appears', async () => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(525);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(704);
      const far = toListing(
        makeListingDto({ listingID: 9, title: 'Far away', rent: 700, lat: 43.2, lon: -89.2 }),
      );
      // Every marker element ever added, also those removed again before the test looks.
      const added: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLElement && n.classList.contains('leaflet-marker-icon'))
              added.push(n.getAttribute('aria-label') ?? '');
      });
      observer.observe(document.body, { childList: true, subtree: true });
      renderMap([...listings, far]);
      await screen.findByRole('button', { name: /^2 Units at/ });
      observer.disconnect();
      expect(added.some((name) => name.startsWith('2 Units at'))).toBe(true);
      expect(added.some((name) => name.startsWith('Far away'))).toBe(false);
    });
  });
});
