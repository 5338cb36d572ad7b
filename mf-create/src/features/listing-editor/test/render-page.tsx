import './node-multipart';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'shared-ui';
import { createTestQueryClient } from 'shared-api/mocks';

// jsdom has no object URLs; the picker only needs a string to put in <img src>.
URL.createObjectURL ??= () => 'blob:test-preview';
URL.revokeObjectURL ??= () => undefined;

function Destination({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>
        {title} at {location.pathname}
      </h1>
      {/* What the page left to its destination (e.g. the listing notice the target shows). */}
      <output aria-label="Navigation state">{JSON.stringify(location.state)}</output>
    </>
  );
}

/** A page under test inside the providers the shell gives it: router, one fresh QueryClient, toasts. */
export function renderPage(
  page: ReactElement,
  { path, url }: { path: string; url: string },
  client?: QueryClient,
) {
  const queryClient = client ?? createTestQueryClient();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/listings" element={<Destination title="Listings page" />} />
          <Route path="/profile" element={<Destination title="Profile page" />} />
          <Route path="/listings/:id" element={<Destination title="Detail page" />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
