import { sizedUrl, type PhotoDto } from 'shared-api/schemas';
import { defaultSlotFor, slotsFor, variantKey } from './image-keys';
import type { ObjectStore } from './object-store';

/**
 * A card's photo in compact form (`urlWidth`, shared-api's `sizedUrl` derives each size's link from
 * `url`), when that gives exactly every size's own link; else the photo as it is (a store that signs
 * each size apart).
 */
export function compactPhotoDto(photo: PhotoDto): PhotoDto {
  const urlWidth = photo.variants.find((v) => v.url === photo.url)?.width;
  if (urlWidth === undefined) return photo;
  const compact = { ...photo, urlWidth, variants: photo.variants.map(({ width }) => ({ width })) };
  return photo.variants.every((v) => sizedUrl(compact, v.width) === v.url) ? compact : photo;
}

/** The link clients that know no sizes get: the image's default size (also before it is uploaded). */
export function defaultImageUrl(store: ObjectStore, baseKey: string): Promise<string> {
  return store.downloadUrl(variantKey(baseKey, defaultSlotFor(baseKey)));
}

/**
 * An image's links and sizes for an answer. Each slot holds `min(slot, width)` pixels (never
 * upscaled), so a small image has one real size: duplicates are left out, narrowest first.
 */
export async function toPhotoDto(
  store: ObjectStore,
  baseKey: string,
  size: { width?: number | null; height?: number | null } | null | undefined,
): Promise<PhotoDto> {
  const url = await defaultImageUrl(store, baseKey);
  if (!size?.width || !size.height) return { url, width: null, height: null, variants: [] };
  const { width, height } = size;
  const seen = new Set<number>();
  const slots = slotsFor(baseKey).filter((slot) => {
    const w = Math.min(slot, width);
    if (seen.has(w)) return false;
    seen.add(w);
    return true;
  });
  const variants = await Promise.all(
    slots.map(async (slot) => ({
      url:
        slot === defaultSlotFor(baseKey) ? url : await store.downloadUrl(variantKey(baseKey, slot)),
      width: Math.min(slot, width),
    })),
  );
  return { url, width, height, variants };
}
