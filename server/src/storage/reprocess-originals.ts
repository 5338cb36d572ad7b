import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ImagesService } from './images.service';
import type { ObjectStore } from './object-store';

/**
 * Images uploaded before the pipeline existed are originals at their base keys with no
 * `image_objects` row: their links (now the sizes') would 404. At start-up each is run through the
 * pipeline like a new upload and its original deleted. Images whose object is missing (never
 * uploaded, or bulk-seeded rows) are skipped; one that cannot be processed is left as it was.
 */
export async function reprocessOriginals(
  db: Kysely<Database>,
  store: ObjectStore,
  images: ImagesService,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): Promise<number> {
  const listingKeys = await db
    .selectFrom('listing_images as i')
    .leftJoin('image_objects as o', 'o.storage_key', 'i.storage_key')
    .where('o.storage_key', 'is', null)
    .select('i.storage_key as key')
    .execute();
  const pictureKeys = await db
    .selectFrom('users as u')
    .leftJoin('image_objects as o', 'o.storage_key', 'u.picture_key')
    .where('u.picture_key', 'is not', null)
    .where('o.storage_key', 'is', null)
    .select('u.picture_key as key')
    .execute();
  let done = 0;
  for (const { key } of [...listingKeys, ...pictureKeys]) {
    if (!key) continue;
    const bytes = await store.get(key);
    if (!bytes) continue;
    try {
      await images.ingest(key, bytes);
      await store.delete(key);
      done++;
    } catch (err) {
      log.warn({ err, key }, 'could not reprocess a stored image');
    }
  }
  if (done > 0) log.info({ count: done }, 'stored images re-encoded to sizes');
  return done;
}
