import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../common.schema';
import { queryKeys } from '../query/query-keys';
import { sameId } from './listing.mappers';
import type { ListingDto } from './listing.schema';

/**
 * Writes to the cached listing DTOs after a successful mutation: the caches hold wire
 * DTOs, so every list under `['listings']` (public list, saved, own, each detail) is patched alike.
 */
function isDtoList(data: unknown): data is ListingDto[] {
  return Array.isArray(data);
}
function isDto(data: unknown): data is ListingDto {
  return !!data && typeof data === 'object' && 'listingID' in data;
}

/** Applies `patch` to that listing wherever it is cached. */
export function patchCachedListing(client: QueryClient, id: Id, patch: Partial<ListingDto>) {
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: queryKeys.listings.all })) {
    if (isDtoList(data)) {
      if (data.some((d) => sameId(d.listingID, id))) {
        client.setQueryData(
          key,
          data.map((d) => (sameId(d.listingID, id) ? { ...d, ...patch } : d)),
        );
      }
    } else if (isDto(data) && sameId(data.listingID, id)) {
      client.setQueryData(key, { ...data, ...patch });
    }
  }
}

/** Any cached copy of that listing (list, detail, saved or own), or undefined. */
export function findCachedListing(client: QueryClient, id: Id): ListingDto | undefined {
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: queryKeys.listings.all })) {
    const found = isDtoList(data)
      ? data.find((d) => sameId(d.listingID, id))
      : isDto(data)
        ? data
        : undefined;
    if (found && sameId(found.listingID, id)) return found;
  }
  return undefined;
}

/** Removes that listing from every cached list and drops its detail entry. */
export function removeCachedListing(client: QueryClient, id: Id) {
  client.removeQueries({ queryKey: queryKeys.listings.detail(id), exact: true });
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: queryKeys.listings.all })) {
    if (isDtoList(data) && data.some((d) => sameId(d.listingID, id))) {
      client.setQueryData(
        key,
        data.filter((d) => !sameId(d.listingID, id)),
      );
    }
  }
}

/**
 * A listing fetch that started before the mutation reached the server would overwrite the patch
 * with stale data when it lands; restarting such fetches makes the server's new state win.
 */
export function refetchListingsInFlight(client: QueryClient) {
  return client.invalidateQueries({
    queryKey: queryKeys.listings.all,
    predicate: (query) => query.state.fetchStatus === 'fetching',
  });
}
