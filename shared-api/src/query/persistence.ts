import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type {
  PersistQueryClientOptions,
  PersistedClient,
  Persister,
} from '@tanstack/react-query-persist-client';
import { CACHE_TIMES } from './cache-times';
import { queryKeys } from './query-keys';

export const PERSIST_KEY = 'sublease.query-cache';
/** The listing list is persisted up to 24 hours. */
export const PERSIST_MAX_AGE = CACHE_TIMES.persistMaxAge;
/** Bump when the cached wire shape changes, so old copies are thrown away instead of misread. */
export const PERSIST_BUSTER = 'listings-v1';

const LIST_KEY = JSON.stringify(queryKeys.listings.list());

/**
 * Only the public listing list is persisted: user-scoped data must not outlive a session in
 * storage, and the list is what makes a cold start instant.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && JSON.stringify(query.queryKey) === LIST_KEY;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can throw on access (disabled cookies, sandboxed iframes): then nothing is persisted.
    return undefined;
  }
}

/**
 * Writes only when what is persisted changed (a query's data or its removal). The client asks to
 * persist on every cache event (a card's query added, an observer gone), and each write serializes
 * the whole list: 3 MB of JSON and a localStorage write at 5,000 listings, a long task that landed
 * in filter changes and map pans.
 */
function changesOnly(inner: Persister): Persister {
  let written: string | undefined;
  return {
    ...inner,
    persistClient(client: PersistedClient) {
      const stamp = [
        client.buster,
        ...client.clientState.queries.map((q) => `${q.queryHash}@${q.state.dataUpdatedAt}`),
      ].join('|');
      if (stamp === written) return;
      written = stamp;
      return inner.persistClient(client);
    },
  };
}

/**
 * Writes when the page is hidden (the person switches app or tab, or leaves it), the moment the
 * browsers' page-lifecycle guidance names for saving state: a phone may discard a hidden page with
 * no further event. Writing a second after the list arrived put the serialization (~0.3 s of a
 * phone's CPU at 5,000 listings) among the first taps on the page. Only the latest copy is kept
 * until then.
 */
function whenHidden(inner: Persister): Persister {
  if (typeof document === 'undefined') return inner;
  let pending: PersistedClient | null = null;
  // Listening only while a copy waits: a provider gone (a test's, a remounted one) holds nothing.
  const write = () => {
    document.removeEventListener('visibilitychange', writeIfHidden);
    window.removeEventListener('pagehide', write);
    if (!pending) return;
    const client = pending;
    pending = null;
    void inner.persistClient(client);
  };
  const writeIfHidden = () => {
    if (document.visibilityState === 'hidden') write();
  };
  return {
    ...inner,
    persistClient(client: PersistedClient) {
      if (!pending) {
        document.addEventListener('visibilitychange', writeIfHidden);
        // Leaving the page: `pagehide` comes before the last visibility change.
        window.addEventListener('pagehide', write);
      }
      pending = client;
      writeIfHidden();
    },
  };
}

export function createPersistOptions(
  storage: Storage | undefined = browserStorage(),
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // The async persister (the sync one is deprecated); localStorage satisfies its storage
    // interface as is. Without storage nothing is persisted. No throttle of its own: writes wait
    // for the page to be hidden (`whenHidden`).
    persister: whenHidden(
      changesOnly(
        createAsyncStoragePersister({
          storage: storage ?? null,
          key: PERSIST_KEY,
          throttleTime: 0,
        }),
      ),
    ),
    maxAge: PERSIST_MAX_AGE,
    buster: PERSIST_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  };
}
