import type { Kysely } from 'kysely';
import { bumpListingsVersion } from '../db/data-version';
import type { Database } from '../db/schema';
import { newListingImageKey } from '../storage/image-keys';
import { demoListing, prng } from './demo-data';

const BATCH = 400;

/**
 * Inserts `count` listings (three processed-image rows each, objects not stored, keys as an upload
 * gets them) for benchmarks, owned by a
 * few dozen bulk users. Batched in one transaction: thousands of rows in about a second.
 */
export async function seedBulk(db: Kysely<Database>, count: number, owners = 40): Promise<void> {
  const rand = prng(count);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const ownerIds: number[] = [];
    const stamp = new Date(now).toISOString();
    for (let o = 0; o < owners; o++) {
      const uid = `bulk-${now}-${o}`;
      const row = await trx
        .insertInto('users')
        .values({
          firebase_uid: uid,
          name: `Bulk Lister ${o + 1}`,
          email: `bulk${o + 1}@example.com`,
          picture_key: null,
          picture_url: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ownerIds.push(row.id);
    }
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const rows = Array.from({ length: size }, (_, k) => {
        const i = start + k;
        const created = new Date(now - i * 60_000).toISOString();
        return {
          ...demoListing(i, rand),
          owner_id: ownerIds[i % ownerIds.length] as number,
          created_at: created,
          updated_at: created,
        };
      });
      const ids = await trx.insertInto('listings').values(rows).returning('id').execute();
      const images = ids.flatMap(({ id }) =>
        [0, 1, 2].map((position) => ({
          listing_id: id,
          file_name: `photo-${position + 1}.jpg`,
          // Keys as uploads get them (random), so the list's links compress as in production.
          storage_key: newListingImageKey(id),
          position,
        })),
      );
      await trx.insertInto('listing_images').values(images).execute();
      // Sizes as a processed upload would have them, so answers carry every size's link.
      await trx
        .insertInto('image_objects')
        .values(
          images.map((i) => ({
            storage_key: i.storage_key,
            width: 1600,
            height: 1067,
            created_at: stamp,
          })),
        )
        .execute();
    }
    await bumpListingsVersion(trx);
  });
}
