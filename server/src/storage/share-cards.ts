import type { Db } from '../db/database';
import { parseId } from '../http/validate';
import { LISTING_SLOTS, shareCardKey, variantKey } from './image-keys';
import { shareCardFrom } from './image-pipeline';
import type { ObjectStore } from './object-store';

interface ShareCard {
  bytes: Buffer;
  /** Names the photo the card was made from: a new first photo is a new ETag. */
  etag: string;
}

/**
 * A listing's share card: the 1200 × 630 JPEG of its first photo
 * (docs/decisions/0014-share-cards.md). Uploads store it with the sizes; a photo stored before that
 * gets it here, once, on
 * the first request: made from its largest stored size and put in the object store, where every
 * instance finds it. Two instances that race make the same bytes under the same key (the last put
 * wins, harmlessly); within one instance the requests share one rendering.
 */
export function shareCards(
  db: Db,
  store: ObjectStore,
  log: { warn(obj: object, msg: string): void },
) {
  const rendering = new Map<string, Promise<Buffer | null>>();

  /** The first photo's base key, when the listing exists and that photo was processed. */
  async function firstPhoto(listingId: number): Promise<string | null> {
    const row = await db.kysely
      .selectFrom('listing_images as i')
      .innerJoin('image_objects as o', 'o.storage_key', 'i.storage_key')
      .select('i.storage_key as key')
      .where('i.listing_id', '=', listingId)
      .orderBy('i.position')
      .limit(1)
      .executeTakeFirst();
    return row?.key ?? null;
  }

  async function render(baseKey: string, cardKey: string): Promise<Buffer | null> {
    // Largest first: the card is 1200 wide, so the 1600 size is sharp; smaller ones are enlarged.
    let source: Buffer | null = null;
    for (const slot of [...LISTING_SLOTS].reverse()) {
      source = await store.get(variantKey(baseKey, slot));
      if (source) break;
    }
    if (!source) return null;
    const card = await shareCardFrom(source);
    try {
      await store.put(cardKey, card, 'image/jpeg');
      // Removed while it was being made: drop the card rather than leave an orphan object.
      const still = await db.kysely
        .selectFrom('listing_images')
        .select('storage_key')
        .where('storage_key', '=', baseKey)
        .executeTakeFirst();
      if (!still) await store.delete(cardKey);
    } catch (err) {
      // Served anyway; the next request tries to store it again.
      log.warn({ err, key: cardKey }, 'could not store a share card');
    }
    return card;
  }

  return {
    /** The card of listing `rawId`, or null: no such listing, no photo, or its photo not stored. */
    async forListing(rawId: string): Promise<ShareCard | null> {
      const id = parseId(rawId);
      const baseKey = id === null ? null : await firstPhoto(id);
      if (!baseKey) return null;
      const cardKey = shareCardKey(baseKey);
      const etag = `"${cardKey.slice(cardKey.lastIndexOf('/') + 1)}"`;
      const stored = await store.get(cardKey);
      if (stored) return { bytes: stored, etag };
      let pending = rendering.get(cardKey);
      if (!pending) {
        pending = render(baseKey, cardKey).finally(() => rendering.delete(cardKey));
        rendering.set(cardKey, pending);
      }
      const bytes = await pending;
      return bytes ? { bytes, etag } : null;
    },
  };
}
