import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider, createQueryClient, prefetchListings } from 'shared-api';
import { AuthActionsContext, type AuthActions } from '../features/auth/auth-actions';
import { routes } from './routes';

export interface AppProps {
  authActions: AuthActions;
}

/**
 * The providers every page (the shell's and the remotes') renders inside: one QueryClient
 * (ARCHITECTURE.md §3), the identity provider's actions, and the router.
 */
export function App({ authActions }: AppProps) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ApiProvider client={queryClient} onRestored={() => void prefetchListings(queryClient)}>
      <AuthActionsContext.Provider value={authActions}>
        <RouterProvider router={router} />
      </AuthActionsContext.Provider>
    </ApiProvider>
  );
}
