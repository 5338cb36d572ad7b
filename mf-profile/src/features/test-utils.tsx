import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createTestQueryClient } from 'shared-api/mocks';
import { Toaster } from 'shared-ui';

function LocationProbe() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

/** A screen inside the providers the shell gives a remote: a fresh QueryClient, a router, the Toaster. */
export function renderAt(
  element: ReactElement,
  entry: string | { pathname: string; state?: unknown } = '/profile',
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/profile', element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [entry] },
  );
  // Lets a test pick a file the input's `accept` would refuse, to exercise our own check.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, router };
}
