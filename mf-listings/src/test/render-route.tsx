import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createTestQueryClient } from 'shared-api/mocks';
import { Toaster } from 'shared-ui';

/** Shows where the app navigated to, for assertions on routes this remote does not own. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/**
 * Renders the pages as the shell routes them (`/listings`, `/listings/:id`), in a fresh
 * QueryClient, with the Toaster the shell provides. Other paths render a marker with the path.
 */
export function renderRoute(
  path: string | { pathname: string; state?: unknown },
  pages: { listings?: ReactElement; detail?: ReactElement },
) {
  const client = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/listings', element: pages.listings ?? <Elsewhere /> },
      { path: '/listings/:id', element: pages.detail ?? <Elsewhere /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}
