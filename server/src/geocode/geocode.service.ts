import { GEOCODE_BUSY, GEOCODE_NOT_FOUND, GEOCODE_UNAVAILABLE } from 'shared-api/schemas';
import { nowIso, type Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { geocodeRepository } from './geocode.repository';
import { fairQueue, QueueBusyError, type FairQueueOptions } from './fair-queue';
import { normalizeQuery, type Geocoder, type GeoPoint } from './geocoder';

// A miss is remembered for a day (addresses get added upstream); a hit for 90 days.
const MISS_TTL_MS = 24 * 3600 * 1000;
const HIT_TTL_MS = 90 * 24 * 3600 * 1000;

/** The waiting line's limits (docs/decisions/0020-geocoding-contact-and-seeds.md). */
export const GEOCODE_QUEUE: Omit<FairQueueOptions, 'intervalMs'> = {
  maxWaitMs: 10_000,
  maxQueued: 30,
  maxPerClient: 3,
};

export type GeocodeService = ReturnType<typeof geocodeService>;

export function geocodeService(
  db: Db,
  geocoder: Geocoder,
  limits: Omit<FairQueueOptions, 'intervalMs'> = GEOCODE_QUEUE,
  /** Reports how many look-ups wait (a metric). */
  waiting?: (read: () => number) => void,
) {
  const repo = geocodeRepository(db.kysely);
  const inFlight = new Map<string, Promise<GeoPoint | null>>();
  const queue = fairQueue({ ...limits, intervalMs: geocoder.minIntervalMs ?? 0 });
  waiting?.(() => queue.size);

  async function lookup(key: string, query: string, client: string): Promise<GeoPoint | null> {
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
      point = await queue.run(client, (timeoutMs) => geocoder.geocode(query, { timeoutMs }));
    } catch (err) {
      if (err instanceof QueueBusyError) throw new HttpError(503, GEOCODE_BUSY);
      throw new HttpError(502, GEOCODE_UNAVAILABLE);
    }
    await repo.store(key, point, nowIso());
    return point;
  }

  return {
    /** `client` identifies whose line a look-up waits in (the caller's address). */
    async geocode(query: string, client: string): Promise<GeoPoint> {
      const key = normalizeQuery(query);
      // Identical lookups in flight share one upstream request (and one place in the line).
      let pending = inFlight.get(key);
      if (!pending) {
        pending = lookup(key, query, client).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const point = await pending;
      if (!point) throw notFound(GEOCODE_NOT_FOUND);
      return point;
    },
  };
}
