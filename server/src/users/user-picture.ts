import type { ObjectStore } from '../storage/object-store';

/** A user's picture as a link: our objects are re-signed on every answer, external URLs pass through. */
export function pictureUrl(
  store: ObjectStore,
  user: { picture_key: string | null; picture_url: string | null },
): Promise<string | null> {
  if (user.picture_key) return store.downloadUrl(user.picture_key);
  return Promise.resolve(user.picture_url ?? null);
}
