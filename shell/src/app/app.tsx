import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider, prefetchListings } from 'shared-api';
import { AuthActionsContext, type AuthActions } from '../features/auth/auth-actions';
import { routes } from './routes';

export interface AppProps {
  authActions: AuthActions;
  /** Made at start-up (bootstrap.tsx), so the first page's data can be fetched before rendering. */
  queryClient: QueryClient;
}

/**
 * The providers every page (the shell's and the remotes') renders inside: one QueryClient
 * (ARCHITECTURE.md §3), the identity provider's actions, and the router.
 */
export function App({ authActions, queryClient }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ApiProvider client={queryClient} live onRestored={() => void prefetchListings(queryClient)}>
      <AuthActionsContext.Provider value={authActions}>
        <RouterProvider router={router} />
      </AuthActionsContext.Provider>
    </ApiProvider>
  );
}
