import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toListing, type Listing } from 'shared-api';
import { createTestQueryClient, makeListingDto } from 'shared-api/mocks';
import { describe, expect, it, vi } from 'vitest';
import { ListingsMap } from './deferred-maps';

// Counts Leaflet's imports: the results' map must not ask for it before the map is used.
const leaflet = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('leaflet', async (importOriginal) => {
  leaflet.imported();
  return importOriginal();
});

const listings: Listing[] = [
  toListing(
    makeListingDto({ listingID: 1, title: 'Unit A', rent: 900, lat: 43.0731, lon: -89.4012 }),
  ),
  toListing(
    makeListingDto({ listingID: 2, title: 'Lonely loft', rent: 1250, lat: 43.078, lon: -89.405 }),
  ),
];

// The first render pays for transforming the map's modules (leaflet among them) in a cold worker.
const COLD = { timeout: 15_000 };

function renderMap() {
  const client = createTestQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ListingsMap listings={listings} onToggleSave={() => {}} isSaving={() => false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const picture = () => utils.container.querySelector<HTMLElement>('[data-static-map]');
  const live = () => utils.container.querySelector<HTMLElement>('.leaflet-container');
  return { ...utils, picture, live };
}

describe('the results map: a static first view, then Leaflet on first use', () => {
  it('draws the static view without Leaflet, and swaps to the live map when pointed at', async () => {
    const { picture, live } = renderMap();
    expect(
      await screen.findByRole('button', { name: 'Lonely loft, $1,250 per month' }, COLD),
    ).toBeInTheDocument();
    expect(picture()).not.toBeNull();
    // Given time, still nothing of Leaflet: only a use of the map asks for it.
    await new Promise((r) => setTimeout(r, 50));
    expect(leaflet.imported).not.toHaveBeenCalled();
    expect(live()).toBeNull();

    fireEvent.pointerEnter(picture()!);
    await waitFor(() => expect(picture()).toBeNull(), COLD);
    expect(leaflet.imported).toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Map of listings' })).toBe(live());
    // The live markers, with the names the static bubbles had.
    expect(screen.getByRole('button', { name: 'Lonely loft, $1,250 per month' })).toHaveClass(
      'leaflet-marker-icon',
    );
    expect(screen.getAllByRole('button', { name: 'RECENTER' })).toHaveLength(1);
  });

  it('does what was clicked on the static view once the live map is there', async () => {
    const user = userEvent.setup();
    const { picture } = renderMap();
    await user.click(await screen.findByRole('button', { name: /^Lonely loft/ }, COLD));
    const preview = await screen.findByRole('region', { name: 'Unit Preview' }, COLD);
    expect(preview).toHaveTextContent('Lonely loft');
    expect(preview).toHaveTextContent('$1,250/mo');
    expect(picture()).toBeNull();
  });

  it('moves the focus to the same bubble of the live map', async () => {
    const { picture } = renderMap();
    const bubble = await screen.findByRole('button', { name: /^Unit A/ }, COLD);
    // Tab into the map: focus lands on a static bubble, which wakes the live map.
    bubble.focus();
    await waitFor(() => expect(picture()).toBeNull(), COLD);
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveClass('leaflet-marker-icon');
    expect(focused).toHaveAttribute('aria-label', 'Unit A, $900 per month');
    expect(focused).toHaveAttribute('data-spot', bubble.dataset.spot);
    fireEvent.keyDown(focused, { key: 'Enter' });
    expect(await screen.findByRole('region', { name: 'Unit Preview' })).toHaveTextContent('Unit A');
  });
});
