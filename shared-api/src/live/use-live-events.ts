import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../session/session.store';
import { startLiveEvents } from './live-events';

/**
 * One live-event stream per signed-in user while `enabled` (ApiProvider's `live`): started at
 * sign-in, restarted for another user, stopped at sign-out and on unmount.
 */
export function useLiveEvents(client: QueryClient, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let uid: string | undefined;
    let stop: (() => void) | undefined;
    const follow = (state: ReturnType<typeof useSession.getState>) => {
      const next = state.status === 'signedIn' ? state.user?.uid : undefined;
      if (next === uid) return;
      stop?.();
      stop = undefined;
      uid = next;
      if (next !== undefined) {
        stop = startLiveEvents({ client, getToken: () => useSession.getState().getIdToken() });
      }
    };
    follow(useSession.getState());
    const unsubscribe = useSession.subscribe(follow);
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [client, enabled]);
}
