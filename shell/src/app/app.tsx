import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { ApiProvider, prefetchListings } from 'shared-api';
import { AuthActionsContext, type AuthActions } from '../features/auth/auth-actions';
import { routes } from './routes';

export { providePage } from './remote-page';

export interface AppProps {
  authActions: AuthActions;
  /** Made at start-up (bootstrap.tsx), so the first page's data can be fetched before rendering. */
  queryClient: QueryClient;
}

/**
 * The providers every page (the shell's and the remotes') renders inside: one QueryClient
 * (one cache for the shell and every remote), the identity provider's actions, and the router:
 * the declarative one, since the data router's loaders and actions were unused and cost half the
 * router's bytes on every first load.
 */
export function App({ authActions, queryClient }: AppProps) {
  return (
    <ApiProvider client={queryClient} live onRestored={() => void prefetchListings(queryClient)}>
      <AuthActionsContext.Provider value={authActions}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthActionsContext.Provider>
    </ApiProvider>
  );
}

/** Every page in its layout, under whichever router the caller gives (the site server's: a memory one). */
export function AppRoutes() {
  return useRoutes(routes);
}
