import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createTestQueryClient } from 'shared-api/mocks';

/** Where a navigation ended, with its state, so tests can assert "back to the profile messages tab". */
function LocationProbe() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname} with {JSON.stringify(location.state ?? null)}
    </p>
  );
}

/**
 * Renders a screen inside the providers the shell gives a remote: a fresh QueryClient per test and
 * a data router with the messaging routes, plus a probe at /profile.
 */
export function renderRoute(
  routes: { path: string; element: ReactElement }[],
  initialPath: string,
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      ...routes,
      { path: '/profile', element: <LocationProbe /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [initialPath] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, router };
}
