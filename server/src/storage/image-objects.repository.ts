import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ImageSize {
  width: number;
  height: number;
}

export function imageObjectsRepository(db: Kysely<Database>) {
  return {
    async upsert(storageKey: string, size: ImageSize, now: string) {
      await db
        .insertInto('image_objects')
        .values({ storage_key: storageKey, ...size, created_at: now })
        .onConflict((oc) => oc.column('storage_key').doUpdateSet({ ...size, created_at: now }))
        .execute();
    },
    async find(storageKey: string): Promise<ImageSize | undefined> {
      return db
        .selectFrom('image_objects')
        .select(['width', 'height'])
        .where('storage_key', '=', storageKey)
        .executeTakeFirst();
    },
    async remove(storageKeys: string[]) {
      if (storageKeys.length === 0) return;
      await db.deleteFrom('image_objects').where('storage_key', 'in', storageKeys).execute();
    },
    /** Whether a listing still has an image at this key (an upload may outlive its image row). */
    async listingImageExists(storageKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('listing_images')
        .select('listing_id')
        .where('storage_key', '=', storageKey)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
