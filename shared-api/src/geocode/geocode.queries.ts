import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../client';
import { queryKeys } from '../query/query-keys';
import { geocodeResultSchema, type GeocodeResult } from './geocode.schema';

/**
 * `GET /geocode?q=` (public). An address resolves to the same point for as long as the page lives,
 * so a result is cached per address (spec §7) and re-submitting the form does not ask again.
 */
export function geocodeQuery(address: string) {
  return queryOptions({
    queryKey: queryKeys.geocode.address(address),
    queryFn: ({ signal }) =>
      apiGet(`/geocode?q=${encodeURIComponent(address.trim())}`, geocodeResultSchema, {
        auth: false,
        signal,
      }),
    staleTime: Infinity,
    gcTime: 60 * 60_000,
    enabled: address.trim().length >= 3,
  });
}

/**
 * The coordinates of an address, or null when it cannot be found or the lookup fails (spec §7: the
 * form then shows its inline address error rather than an exception).
 */
export async function geocodeAddress(
  client: QueryClient,
  address: string,
): Promise<GeocodeResult | null> {
  if (address.trim().length < 3) return null;
  try {
    return await client.fetchQuery(geocodeQuery(address));
  } catch {
    return null;
  }
}
