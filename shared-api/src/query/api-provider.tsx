import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { useLiveEvents } from '../live/use-live-events';
import { useSession } from '../session/session.store';
import { createPersistOptions } from './persistence';
import { dropUserCaches } from './user-caches';

export interface ApiProviderProps {
  client: QueryClient;
  children?: ReactNode;
  /** Persist the public listing list to localStorage (default true). Tests and Storybook pass false. */
  persist?: boolean;
  /** Where to persist (default `window.localStorage`). */
  storage?: Storage;
  /** Called once the persisted cache is restored (or immediately without persistence), e.g. to prefetch. */
  onRestored?: () => void;
  /**
   * Keep the signed-in user's live-event stream open (`GET /api/events`): new messages, unread
   * counts and hidden conversations refetch at once. The shell and the harnesses pass it; tests
   * and Storybook leave it off (their mocks poll).
   */
  live?: boolean;
}

/** Drops the previous user's caches whenever the session's user changes. */
function useDropCachesOnUserChange(client: QueryClient) {
  useEffect(() => {
    let previous = useSession.getState().user?.uid;
    return useSession.subscribe((state) => {
      const uid = state.user?.uid;
      if (uid === previous) return;
      if (previous !== undefined) dropUserCaches(client, previous);
      previous = uid;
    });
  }, [client]);
}

/**
 * The data provider of the shell and of each remote's standalone harness: provides the one
 * QueryClient, persists only the public listing list for 24 h, drops user data on user change and
 * (with `live`) keeps the live-event stream of the signed-in user.
 */
export function ApiProvider({
  client,
  children,
  persist = true,
  storage,
  onRestored,
  live = false,
}: ApiProviderProps) {
  useDropCachesOnUserChange(client);
  useLiveEvents(client, live);
  // One persister per provider: the options object must stay stable across renders.
  const [persistOptions] = useState(() => (persist ? createPersistOptions(storage) : null));
  useEffect(() => {
    if (!persistOptions) onRestored?.();
    // Only on mount: `onRestored` is a start-up hook, not a dependency to react to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!persistOptions) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      onSuccess={onRestored}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
