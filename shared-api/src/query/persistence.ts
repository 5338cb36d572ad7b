import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
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

export function createPersistOptions(
  storage: Storage | undefined = browserStorage(),
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // The async persister (the sync one is deprecated); localStorage satisfies its storage
    // interface as is. Without storage nothing is persisted.
    persister: createAsyncStoragePersister({ storage: storage ?? null, key: PERSIST_KEY }),
    maxAge: PERSIST_MAX_AGE,
    buster: PERSIST_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: () => false,
    },
  };
}
