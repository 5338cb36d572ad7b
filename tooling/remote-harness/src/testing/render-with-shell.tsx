import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiProvider, type ApiProviderProps } from 'shared-api';
import { createTestQueryClient } from 'shared-api/mocks';
import { Toaster } from 'shared-ui';

/**
 * Any route the remote under test does not own: where the app navigated to and the state it left
 * there (e.g. the notice a destination page shows), for assertions.
 */
function Elsewhere() {
  const location = useLocation();
  return (
    <>
      <h1>Page at {location.pathname}</h1>
      <output aria-label="Navigation state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export interface RenderWithShellOptions {
  /** A client to share between renders; a fresh test client (no retries) otherwise. */
  queryClient?: ApiProviderProps['client'];
  /** user-event options, e.g. `{ applyAccept: false }` to pick a file `accept` would refuse. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The one render helper of the remotes' component tests (issue 13): the remote's pages at their
 * shell paths inside the providers the shell gives them — the shell's `ApiProvider` (one
 * QueryClient, no persistence here), a data router, and the shell's `Toaster` — so a toast, a
 * redirect or a navigation state is asserted as the composed site shows it. Other paths render
 * "Page at {path}" with the navigation state in an output named 'Navigation state'.
 */
export function renderWithShell(
  routes: { path: string; element: ReactElement }[],
  entry: string | { pathname: string; state?: unknown },
  options: RenderWithShellOptions = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [entry],
  });
  const user = userEvent.setup(options.user);
  const view = render(
    <ApiProvider client={queryClient} persist={false}>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>,
  );
  return { ...view, user, queryClient, router };
}
