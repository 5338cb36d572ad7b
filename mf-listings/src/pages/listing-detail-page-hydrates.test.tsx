// A listing's page as the site server paints it (src/server/render.tsx: its seed and page, no
// screen and no session known), then hydrated as a browser does, on a phone and on a desktop.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeListingDto } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { screenIs } from 'remote-harness/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pages, seed } from '../server/render';

setupMockApi();

const BODY = makeListingDto({
  listingID: 77,
  title: 'Room on Langdon',
  rent: 875,
  term: 'Spring',
  startDate: '2027-01-10',
  endDate: '2027-05-20',
  description: 'Quiet building.\nHeat included.',
});

function app(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/listings/77']}>
        <Routes>
          <Route path="/listings/:id" element={<pages.ListingDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function seeded() {
  const client = new QueryClient();
  seed(client, 'ListingDetailPage', BODY, { id: '77' });
  return client;
}

// hydrateRoot inside act(), as testing-library's render does for createRoot.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('/listings/:id painted by the server, then hydrated', () => {
  it.each([
    ['a phone', true],
    ['a desktop', false],
  ])('hydrates on %s without a mismatch', async (_, phone) => {
    const html = renderToString(app(seeded()));
    screenIs(phone);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((e) => errors.push(e));
    await act(async () => {
      root = hydrateRoot(container, app(seeded()), { onRecoverableError: (e) => errors.push(e) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toHaveTextContent('Room on Langdon');
    expect(container).toHaveTextContent('Quiet building.');
    // The map keeps its frame until it nears the screen.
    expect(container.querySelector('[aria-label^="Map: "]')).not.toBeNull();
  });
});
