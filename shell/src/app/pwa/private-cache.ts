import { useSession, type SessionState } from 'shared-api';
import { PRIVATE_API_CACHE } from '../../sw/cache-names';

/** Whose answers the service worker's private cache holds (a uid), so a change of person empties it. */
export const CACHE_OWNER_KEY = 'sublease.offline-owner';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The private cache (the signed-in reads the offline app shows) belongs to one person: it is
 * emptied when they sign out and whenever the signed-in person is not the one it was filled for.
 * Run once the page has loaded; it looks at the current session first, so a sign-out that happened
 * before it ran still empties the cache.
 */
export function keepPrivateCacheForCurrentUser(): () => void {
  const check = ({ status, user }: Pick<SessionState, 'status' | 'user'>) => {
    if (status === 'loading' || typeof caches === 'undefined') return;
    const uid = status === 'signedIn' ? (user?.uid ?? null) : null;
    const store = storage();
    const owner = store?.getItem(CACHE_OWNER_KEY) ?? null;
    if (uid && owner === uid) return;
    void caches.delete(PRIVATE_API_CACHE).catch(() => undefined);
    if (uid) store?.setItem(CACHE_OWNER_KEY, uid);
    else store?.removeItem(CACHE_OWNER_KEY);
  };
  check(useSession.getState());
  return useSession.subscribe(check);
}
