import { z } from 'zod';

export const geocodeQuerySchema = z.object({ q: z.string().trim().min(3).max(300) });
export const geocodeResultSchema = z.object({ lat: z.number(), lon: z.number() });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const GEOCODE_NOT_FOUND = 'No results found for address';
