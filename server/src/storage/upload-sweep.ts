import { bumpListingsVersion } from '../db/data-version';
import type { Db } from '../db/database';
import { imageObjectsRepository } from './image-objects.repository';
import type { ImagesService } from './images.service';
import { CLAIM_STALE_MS, pendingUploads } from './upload-slots';

export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Removes what was never attached once its upload link has expired: a listing photo whose upload
 * never arrived (its image row — it could never be shown — and any object), and a profile picture
 * uploaded but never saved to the profile (its sizes and row). Pending rows go too. Uploads in
 * progress (a fresh claim) are left alone. `now` is injectable for tests.
 */
export async function sweepUploads(db: Db, images: ImagesService, now: Date = new Date()) {
  const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString();
  const rows = await db.kysely
    .selectFrom('pending_uploads')
    .select(['storage_key', 'kind'])
    .where('expires_at', '<=', now.toISOString())
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .execute();
  if (rows.length === 0) return { photos: 0, pictures: 0 };
  const photoKeys = rows.filter((r) => r.kind === 'listing').map((r) => r.storage_key);
  const pictureKeys = rows.filter((r) => r.kind === 'picture').map((r) => r.storage_key);

  const orphans = await db.kysely.transaction().execute(async (trx) => {
    let photos: string[] = [];
    if (photoKeys.length > 0) {
      const removed = await trx
        .deleteFrom('listing_images')
        .where('storage_key', 'in', photoKeys)
        .returning('storage_key')
        .execute();
      photos = removed.map((r) => r.storage_key);
    }
    let pictures: string[] = [];
    if (pictureKeys.length > 0) {
      // A picture saved meanwhile is attached: keep it.
      const saved = await trx
        .selectFrom('users')
        .select('picture_key')
        .where('picture_key', 'in', pictureKeys)
        .execute();
      const keep = new Set(saved.map((r) => r.picture_key));
      pictures = pictureKeys.filter((k) => !keep.has(k));
    }
    await imageObjectsRepository(trx).remove([...photos, ...pictures]);
    await pendingUploads(trx).remove(rows.map((r) => r.storage_key));
    if (photos.length > 0) await bumpListingsVersion(trx);
    return { photos, pictures };
  });
  // Any sizes a half-finished upload left behind, and the unsaved pictures' sizes.
  images.deleteObjects([...photoKeys, ...orphans.pictures]);
  return { photos: orphans.photos.length, pictures: orphans.pictures.length };
}

/** At start-up and every `everyMs`; errors are logged. Returns a stop function. */
export function startUploadSweeper(
  db: Db,
  images: ImagesService,
  log: { warn(obj: object, msg: string): void },
  everyMs = SWEEP_EVERY_MS,
) {
  const run = () =>
    void sweepUploads(db, images).catch((err: unknown) =>
      log.warn({ err }, 'sweeping unattached uploads failed'),
    );
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
