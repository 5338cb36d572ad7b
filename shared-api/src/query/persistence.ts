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

export function createPersistOptions(
  storage: Storage | undefined = browserStorage(),
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // The async persister (the sync one is deprecated); localStorage satisfies its storage
    // interface as is. Without storage nothing is persisted.
    persister: changesOnly(
      createAsyncStoragePersister({ storage: storage ?? null, key: PERSIST_KEY }),
    ),
    maxAge: PERSIST_MAX_AGE,
    buster: PERSIST_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  };
}
