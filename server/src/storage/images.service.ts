import { bumpListingsVersion } from '../db/data-version';
import { nowIso, type Db } from '../db/database';
import { HttpError } from '../http/errors';
import { objectKeysOf, shareCardKey, slotsFor, variantKey } from './image-keys';
import { imageObjectsRepository, type ImageSize } from './image-objects.repository';
import { processImage, SHARE_CARD, type ProcessedImage } from './image-pipeline';
import type { ObjectStore } from './object-store';
import { pendingUploads, UPLOAD_MESSAGES } from './upload-slots';

export type ImagesService = ReturnType<typeof imagesService>;

/**
 * Stores uploaded images: every upload path (listing create, listing edit, profile picture, the
 * demo seed) ends here. The original bytes are decoded and dropped; only the re-encoded sizes are
 * stored, and a row records the kept size. A refusal stores nothing; a failure after some sizes
 * were stored removes them again.
 */
export function imagesService(
  db: Db,
  store: ObjectStore,
  log: { warn(obj: object, msg: string): void },
) {
  async function save(baseKey: string, processed: ProcessedImage): Promise<ImageSize> {
    const written: string[] = [];
    try {
      for (const v of processed.variants) {
        const key = variantKey(baseKey, v.slot);
        await store.put(key, v.bytes, 'image/webp');
        written.push(key);
      }
      if (processed.shareCard) {
        const key = shareCardKey(baseKey);
        await store.put(key, processed.shareCard, SHARE_CARD.type);
        written.push(key);
      }
      const size = { width: processed.width, height: processed.height };
      const kept = await db.kysely.transaction().execute(async (trx) => {
        const repo = imageObjectsRepository(trx);
        // Checked in the transaction that records it: an image removed meanwhile is not resurrected.
        if (baseKey.startsWith('listings/') && !(await repo.listingImageExists(baseKey))) {
          return false;
        }
        const now = nowIso();
        await repo.upsert(baseKey, size, now);
        // The link's one upload is done: a photo is attached, a picture waits for PUT /user.
        await pendingUploads(trx).uploaded(baseKey, now);
        // The public list carries sizes: a processed upload changes it.
        await bumpListingsVersion(trx);
        return true;
      });
      if (!kept) throw new HttpError(410, UPLOAD_MESSAGES.imageGone);
      return size;
    } catch (err) {
      await Promise.all(written.map((key) => store.delete(key).catch(() => undefined)));
      throw err;
    }
  }

  const slots = pendingUploads(db.kysely);

  return {
    /** Takes an upload link's one upload (409/410 when it is used, in progress or void). */
    claim: (baseKey: string) => slots.claim(baseKey, new Date()),
    /** Gives a refused upload's link back, so a good file can still be sent with it. */
    release: (baseKey: string) => slots.release(baseKey),
    /** Decodes, re-encodes at the key's sizes and stores them; HttpError 413/415/410 on refusal. */
    async ingest(baseKey: string, bytes: Buffer): Promise<ImageSize> {
      // Every listing photo gets its share card now: any of them may become the first one.
      const shareCard = baseKey.startsWith('listings/');
      return save(baseKey, await processImage(bytes, slotsFor(baseKey), { shareCard }));
    },
    /** For the seed: one processed photo stored under several keys. */
    save,
    /** Every stored size of these images, best effort (after the rows are gone). */
    deleteObjects(baseKeys: string[]) {
      for (const key of baseKeys.flatMap(objectKeysOf)) {
        store
          .delete(key)
          .catch((err: unknown) => log.warn({ err, key }, 'could not delete image object'));
      }
    },
  };
}
