import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createTestQueryClient } from 'shared-api/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The page mf-listings' render painted stays on screen while mf-listings downloads: the route's
// fallback shows the HTML the server sent, read before React replaced the frame.

const SENT =
  '<div id="root"><main><div data-painted-page="/listings/7">' +
  '<article><h1>Room on Langdon</h1><p>$875/month</p></article></div></main></div>';

async function renderFallbackAt(path: string) {
  // The document as the server sent it, before the app's modules are evaluated.
  document.body.innerHTML = SENT;
  vi.resetModules();
  const { ListingDetailLoading } = await import('./route-skeletons');
  document.body.innerHTML = '';
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/listings/:id" element={<ListingDetailLoading />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ListingDetailLoading with a painted page', () => {
  it('shows the painted page of its own path', async () => {
    await renderFallbackAt('/listings/7/');
    expect(screen.getByRole('heading', { level: 1, name: 'Room on Langdon' })).toBeVisible();
    expect(screen.getByText('$875/month')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the skeleton on another listing's page", async () => {
    await renderFallbackAt('/listings/8');
    expect(screen.queryByText('Room on Langdon')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading listing details...' })).toBeVisible();
  });
});
