import * as z from 'zod/mini';

export const geocodeQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(3), z.maxLength(300)),
});
export const geocodeResultSchema = z.object({ lat: z.number(), lon: z.number() });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const GEOCODE_NOT_FOUND = 'No results found for address';
/** The server's fair queue is full or the look-up waited too long (503). */
export const GEOCODE_BUSY = 'The address service is busy, please try again in a minute';
/** The address service failed or did not answer (502), or the API was rate limited (429). */
export const GEOCODE_UNAVAILABLE = 'The address service is unavailable, please try again later';
