import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function geocodeRepository(db: Kysely<Database>) {
  return {
    find(query: string) {
      return db
        .selectFrom('geocode_cache')
        .select(['lat', 'lon', 'created_at'])
        .where('query', '=', query)
        .executeTakeFirst();
    },
    async store(query: string, point: { lat: number; lon: number } | null, now: string) {
      const values = { query, lat: point?.lat ?? null, lon: point?.lon ?? null, created_at: now };
      await db
        .insertInto('geocode_cache')
        .values(values)
        .onConflict((oc) =>
          oc.column('query').doUpdateSet({ lat: values.lat, lon: values.lon, created_at: now }),
        )
        .execute();
    },
  };
}
