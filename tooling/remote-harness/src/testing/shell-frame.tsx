import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiProvider, type ApiProviderProps } from 'shared-api';
import { Toaster } from 'shared-ui';

export type ShellRoute = { path: string; element: ReactElement };
export type ShellEntry = string | { pathname: string; state?: unknown };

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

/** The remote's pages at their shell paths; other paths render "Page at {path}". */
export function createShellRouter(routes: ShellRoute[], entry: ShellEntry) {
  return createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [entry],
  });
}

/**
 * The providers the shell gives a remote's pages: the shell's `ApiProvider` (one QueryClient, no
 * persistence here), a data router and the shell's `Toaster`. Component tests (renderWithShell) and
 * stories (StoryShell) render through this one frame.
 */
export function ShellFrame({
  client,
  router,
}: {
  client: ApiProviderProps['client'];
  router: ReturnType<typeof createShellRouter>;
}) {
  return (
    <ApiProvider client={client} persist={false}>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>
  );
}
