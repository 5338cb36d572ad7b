import type { Kysely } from 'kysely';
import { API_MESSAGES, LIMIT_MESSAGES } from 'shared-api/schemas';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { checkQuota, HOUR_MS } from '../http/quota';
import { UPLOAD_TTL_SECONDS } from './object-store';

/**
 * Upload links are tied to a pending row: a link is good for one upload while
 * its row exists. Issuing a link adds the row; removing the image or deleting the listing removes
 * it (the link then answers 410); a processed upload attaches it (a listing photo: row gone; a
 * profile picture: marked uploaded until `PUT /user` saves it). What is never attached is removed
 * by the sweep (`upload-sweep.ts`) once the link has expired.
 */
export type UploadKind = 'listing' | 'picture';

export const UPLOAD_MESSAGES = {
  used: API_MESSAGES.uploadLinkUsed,
  busy: 'This image is already being uploaded',
  gone: 'This upload link is no longer valid',
  imageGone: API_MESSAGES.imageGone,
} as const;

/** A claim this old is an upload that died mid-way (a crash): the link may be used again. */
export const CLAIM_STALE_MS = 2 * 60_000;

const kindOf = (key: string): UploadKind =>
  key.startsWith('profile_pictures/') ? 'picture' : 'listing';

export function pendingUploads(db: Kysely<Database>) {
  /** The image is gone or attached: its link is good for nothing more. */
  const remove = async (keys: string[]) => {
    if (keys.length === 0) return;
    await db.deleteFrom('pending_uploads').where('storage_key', 'in', keys).execute();
  };

  return {
    remove,

    async exists(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('pending_uploads')
        .select('storage_key')
        .where('storage_key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records links just handed out for these keys. */
    async add(keys: string[], userId: number, now: Date) {
      if (keys.length === 0) return;
      const expires = new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000).toISOString();
      await db
        .insertInto('pending_uploads')
        .values(
          keys.map((storage_key) => ({
            storage_key,
            user_id: userId,
            kind: kindOf(storage_key),
            created_at: now.toISOString(),
            expires_at: expires,
          })),
        )
        .execute();
    },

    /**
     * Takes the link's one upload, or refuses: 409 used or in progress, 410 the image was removed,
     * the listing deleted, or the link never issued or swept.
     */
    async claim(key: string, now: Date): Promise<void> {
      const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
      const res = await db
        .updateTable('pending_uploads')
        .set({ claimed_at: now.toISOString() })
        .where('storage_key', '=', key)
        .where('uploaded_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 1) return;
      const row = await db
        .selectFrom('pending_uploads')
        .select(['uploaded_at'])
        .where('storage_key', '=', key)
        .executeTakeFirst();
      if (row)
        throw new HttpError(409, row.uploaded_at ? UPLOAD_MESSAGES.used : UPLOAD_MESSAGES.busy);
      const processed = await db
        .selectFrom('image_objects')
        .select('storage_key')
        .where('storage_key', '=', key)
        .executeTakeFirst();
      if (processed) throw new HttpError(409, UPLOAD_MESSAGES.used);
      if (kindOf(key) === 'listing') {
        const image = await db
          .selectFrom('listing_images')
          .select('id')
          .where('storage_key', '=', key)
          .executeTakeFirst();
        if (!image) throw new HttpError(410, UPLOAD_MESSAGES.imageGone);
      }
      throw new HttpError(410, UPLOAD_MESSAGES.gone);
    },

    /** A refused or failed upload gives the link back (bad input loses nothing). */
    async release(key: string) {
      await db
        .updateTable('pending_uploads')
        .set({ claimed_at: null })
        .where('storage_key', '=', key)
        .where('uploaded_at', 'is', null)
        .execute();
    },

    /** In the transaction that records a processed upload: a photo is attached, a picture waits. */
    async uploaded(key: string, now: string) {
      if (kindOf(key) === 'listing') return remove([key]);
      await db
        .updateTable('pending_uploads')
        .set({ uploaded_at: now, claimed_at: null })
        .where('storage_key', '=', key)
        .execute();
    },

    /** 429 when the user holds `max` unsaved profile-picture slots handed out within the hour. */
    async checkPictureSlots(userId: number, max: number, now: Date) {
      const row = await db
        .selectFrom('pending_uploads')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('user_id', '=', userId)
        .where('kind', '=', 'picture')
        .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
        .executeTakeFirstOrThrow();
      checkQuota({
        count: Number(row.count),
        oldest: row.oldest ?? null,
        max,
        windowMs: HOUR_MS,
        message: LIMIT_MESSAGES.tooManyPictureUploads,
        now: now.getTime(),
      });
    },
  };
}
