import { randomBytes } from 'node:crypto';

/**
 * Where the re-encoded sizes of an uploaded image live. The server keeps no original: a base key
 * (`listings/7/front.jpg`, `profile_pictures/uid_1.jpg`) names the image, and each size is stored
 * beside it under a slot folder (`listings/7/w400/front.jpg`). The slot folder keeps the key's last
 * segment as the link's last segment, which is how `deleteFileNames` names an image.
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

/**
 * A listing photo's share card (docs/decisions/0014-share-cards.md): 1200 × 630 JPEG beside its
 * sizes,
 * `listings/7/share/{name}.jpg`. Its own name ends in `.jpg` (what it holds); it is never handed
 * out as a signed link, so nothing needs to map it back to its image.
 */
export function shareCardKey(baseKey: string): string {
  const cut = baseKey.lastIndexOf('/');
  const name = baseKey.slice(cut + 1).replace(/\.[^.]*$/, '');
  return `${baseKey.slice(0, cut)}/share/${name}.jpg`;
}

const isListingKey = (baseKey: string) => baseKey.startsWith('listings/');

/** Every object an image may have (its sizes, a listing photo's share card; the base key too). */
export function objectKeysOf(baseKey: string): string[] {
  return [
    baseKey,
    ...slotsFor(baseKey).map((slot) => variantKey(baseKey, slot)),
    ...(isListingKey(baseKey) ? [shareCardKey(baseKey)] : []),
  ];
}

/** The image a size belongs to (a base key maps to itself). */
export function baseKeyOf(key: string): string {
  const m = VARIANT.exec(key);
  return m ? `${m[1]}/${m[3]}` : key;
}

const SHARE_CARD = /^listings\/\d+\/share\/[^/]+$/;

/** A size or a share card: made by the pipeline, never an upload's target. */
export const isVariantKey = (key: string) => VARIANT.test(key) || SHARE_CARD.test(key);

/**
 * A new listing image's base key, made only of safe parts whatever the user's file name (a name
 * of 130 'é' is 264 bytes, over a file system's 255-byte limit): `listings/{id}/{16 hex}.webp`.
 * Random, so a key is never reused (an old link cannot aim at a new image). `.webp` is what every
 * stored size holds. The user's name stays the image's name (`listing_images.file_name`).
 */
export function newListingImageKey(listingId: number): string {
  return `listings/${listingId}/${randomBytes(8).toString('hex')}.webp`;
}

/** A key's last segment: what a client reads as the image's name from its link. */
export const keySegment = (key: string) => key.slice(key.lastIndexOf('/') + 1);
