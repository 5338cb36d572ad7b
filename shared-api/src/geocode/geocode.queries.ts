import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiGet,
  GEOCODE_BUSY,
  GEOCODE_UNAVAILABLE,
  type GeocodeResult,
  geocodeResultSchema,
  queryKeys,
} from 'shared-api';

/**
 * `GET /geocode?q=` (public). An address resolves to the same point for as long as the page lives,
 * so a result is cached per address and re-submitting the form does not ask again.
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

/** The address service's own trouble (busy, down, rate limited): saying so beats "check the address". */
const SERVICE_TROUBLE = new Set([429, 502, 503, 504]);

/**
 * The coordinates of an address, or null when it cannot be found (the form then shows its
 * inline address error rather than an exception). When the address service is busy or down an
 * `ApiError` saying so is thrown instead (a GET's error carries no server text): the address itself
 * may be fine.
 */
export async function geocodeAddress(
  client: QueryClient,
  address: string,
): Promise<GeocodeResult | null> {
  if (address.trim().length < 3) return null;
  try {
    return await client.fetchQuery(geocodeQuery(address));
  } catch (error) {
    if (error instanceof ApiError && SERVICE_TROUBLE.has(error.status))
      throw new ApiError(error.status === 503 ? GEOCODE_BUSY : GEOCODE_UNAVAILABLE, error.status);
    return null;
  }
}
