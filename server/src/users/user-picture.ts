import type { PhotoDto } from 'shared-api/schemas';
import type { ObjectStore } from '../storage/object-store';
import { defaultImageUrl, toPhotoDto } from '../storage/photo-dto';

interface PictureColumns {
  picture_key: string | null;
  picture_url: string | null;
}

/** A user's picture as a link: our objects are re-signed on every answer, external URLs pass through. */
export function pictureUrl(store: ObjectStore, user: PictureColumns): Promise<string | null> {
  if (user.picture_key) return defaultImageUrl(store, user.picture_key);
  return Promise.resolve(user.picture_url ?? null);
}

/** Our picture with its sizes (null for an external picture or none). */
export async function picturePhoto(
  store: ObjectStore,
  user: PictureColumns & { picture_width?: number | null; picture_height?: number | null },
): Promise<PhotoDto | null> {
  if (!user.picture_key) return null;
  return toPhotoDto(store, user.picture_key, {
    width: user.picture_width ?? undefined,
    height: user.picture_height ?? undefined,
  });
}
