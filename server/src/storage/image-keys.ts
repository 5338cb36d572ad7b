/**
 * Where the re-encoded sizes of an uploaded image live. The server keeps no original: a base key
 * (`listings/7/front.jpg`, `profile_pictures/uid_1.jpg`) names the image, and each size is stored
 * beside it under a slot folder (`listings/7/w400/front.jpg`). The slot folder keeps the file name as
 * the link's last segment, which is how `deleteFileNames` names an image (spec §7).
 */

/** Listing photos: card (340 px at 1x), card at 2x / detail on a phone, detail on a wide screen. */
export const LISTING_SLOTS = [400, 800, 1600] as const;
/** What `preSignedGetUrls` (clients that know no sizes) get. */
export const LISTING_DEFAULT_SLOT = 800;
/** Profile pictures: avatars are at most ~120 CSS px (160 covers small avatars at 2x). */
export const PROFILE_SLOTS = [160, 400] as const;
export const PROFILE_DEFAULT_SLOT = 400;

const VARIANT = /^(listings\/\d+|profile_pictures)\/w(\d{2,4})\/([^/]+)$/;

export function slotsFor(baseKey: string): readonly number[] {
  return baseKey.startsWith('profile_pictures/') ? PROFILE_SLOTS : LISTING_SLOTS;
}

export function defaultSlotFor(baseKey: string): number {
  return baseKey.startsWith('profile_pictures/') ? PROFILE_DEFAULT_SLOT : LISTING_DEFAULT_SLOT;
}

export function variantKey(baseKey: string, slot: number): string {
  const cut = baseKey.lastIndexOf('/');
  return `${baseKey.slice(0, cut)}/w${slot}/${baseKey.slice(cut + 1)}`;
}

/** Every object an image may have (its sizes; the base key too, for images stored before sizes). */
export function objectKeysOf(baseKey: string): string[] {
  return [baseKey, ...slotsFor(baseKey).map((slot) => variantKey(baseKey, slot))];
}

/** The image a size belongs to (a base key maps to itself). */
export function baseKeyOf(key: string): string {
  const m = VARIANT.exec(key);
  return m ? `${m[1]}/${m[3]}` : key;
}

export const isVariantKey = (key: string) => VARIANT.test(key);
