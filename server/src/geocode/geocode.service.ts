import { GEOCODE_NOT_FOUND } from 'shared-api/schemas';
import { nowIso, type Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { geocodeRepository } from './geocode.repository';
import { normalizeQuery, type Geocoder, type GeoPoint } from './geocoder';

// A miss is remembered for a day (addresses get added upstream); a hit for 90 days.
const MISS_TTL_MS = 24 * 3600 * 1000;
const HIT_TTL_MS = 90 * 24 * 3600 * 1000;

export type GeocodeService = ReturnType<typeof geocodeService>;

export function geocodeService(db: Db, geocoder: Geocoder) {
  const repo = geocodeRepository(db.kysely);
  const inFlight = new Map<string, Promise<GeoPoint | null>>();

  async function lookup(key: string, query: string): Promise<GeoPoint | null> {
    const cached = await repo.find(key);
    if (cached) {
      const age = Date.now() - Date.parse(cached.created_at);
      const fresh = cached.lat === null ? age < MISS_TTL_MS : age < HIT_TTL_MS;
      if (fresh)
        return cached.lat === null || cached.lon === null
          ? null
          : { lat: Number(cached.lat), lon: Number(cached.lon) };
    }
    let point: GeoPoint | null;
    try {
      point = await geocoder.geocode(query);
    } catch {
      throw new HttpError(502, 'The address service is unavailable, please try again later');
    }
    await repo.store(key, point, nowIso());
    return point;
  }

  return {
    async geocode(query: string): Promise<GeoPoint> {
      const key = normalizeQuery(query);
      // Identical lookups in flight share one upstream request.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = lookup(key, query).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const point = await pending;
      if (!point) throw notFound(GEOCODE_NOT_FOUND);
      return point;
    },
  };
}
