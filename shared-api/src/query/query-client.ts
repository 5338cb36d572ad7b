import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '../client';
import { CACHE_TIMES } from './cache-times';
import { queryKeys } from './query-keys';

/** A 4xx will answer the same on a retry (bad input, signed out, forbidden, gone), so never retry it. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Queries retry once on network errors and 5xx; 4xx and mutations never retry (a retried POST could repeat). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 1;
}

/**
 * The one QueryClient of the app, so every remote shares one cache: the shell creates it, remotes
 * render inside it.
 * Per-resource cache times live in each resource's query options; the defaults here cover the rest.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, mutations } = config.defaultOptions ?? {};
  const client = new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: shouldRetryQuery, staleTime: 30_000, ...queries },
      mutations: { retry: false, ...mutations },
    },
  });
  // A list restored from storage has no observer yet; without this it would get the 5 min default
  // gcTime instead of the spec's 90 min before any screen asks for it.
  client.setQueryDefaults(queryKeys.listings.list(), CACHE_TIMES.listingList);
  return client;
}
