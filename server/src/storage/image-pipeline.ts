import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../http/errors';

/**
 * The largest image we decode: 40 megapixels (a 48 MP phone's default 12 MP photo, or a 7,000 ×
 * 5,000 scan, pass). A few-kilobyte PNG can claim 100,000 × 100,000 pixels (a "pixel bomb"); it is
 * refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const NOT_DECODABLE = 'This file could not be read as an image';
export const TOO_MANY_PIXELS = 'Image must be at most 40 megapixels';

export interface ImageVariant {
  slot: number;
  width: number;
  height: number;
  bytes: Buffer;
}
export interface ProcessedImage {
  /** A listing photo's share card (SHARE_CARD), when asked for. */
  shareCard?: Buffer;
  /** Of the largest size kept: what a client may show at most, and the photo's aspect ratio. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

// Decoding a 40 MP photo holds ~160 MB: two at a time keeps a burst of uploads from exhausting memory.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Decodes an upload and re-encodes it as WebP at each slot width (never upscaled), turned upright
 * by its EXIF orientation. Nothing of the original survives: sharp writes no EXIF (GPS, camera,
 * orientation), XMP or ICC profile unless asked to (colours are converted to sRGB first). Animated
 * GIFs keep their first frame. Refusals are HttpErrors: 415 undecodable, 413 over the pixel limit.
 */
export function processImage(
  bytes: Buffer,
  slots: readonly number[],
  options: { shareCard?: boolean } = {},
): Promise<ProcessedImage> {
  return withSlot(async () => {
    let meta: Metadata;
    try {
      // Header only: no pixels are decoded here.
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new HttpError(415, NOT_DECODABLE);
    }
    if (!meta.width || !meta.height) throw new HttpError(415, NOT_DECODABLE);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
    try {
      const upright = sharp(bytes, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'error',
      }).rotate();
      const variants = await Promise.all(
        slots.map(async (slot) => {
          const { data, info } = await upright
            .clone()
            .resize({ width: slot, withoutEnlargement: true })
            .webp({ quality: 78 })
            .toBuffer({ resolveWithObject: true });
          return { slot, width: info.width, height: info.height, bytes: data };
        }),
      );
      const largest = variants[variants.length - 1] as ImageVariant;
      const shareCard = options.shareCard ? await encodeShareCard(upright.clone()) : undefined;
      return { width: largest.width, height: largest.height, variants, shareCard };
    } catch {
      throw new HttpError(415, NOT_DECODABLE);
    }
  });
}

/**
 * The picture a link preview shows (docs/decisions/0014-share-cards.md): exactly 1200 × 630, the
 * 1.91:1 that Open Graph and Twitter's large card draw, cover-cropped around the centre (enlarged
 * when the photo is smaller: the size is what crawlers check). JPEG, not WebP: every crawler and
 * chat app decodes JPEG, while WebP previews are still missing in some (older Facebook/LinkedIn
 * scrapers, e-mail clients, some messengers). Progressive, no metadata, sRGB, transparency on white.
 */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const;

function encodeShareCard(image: Sharp): Promise<Buffer> {
  return image
    .resize({ width: SHARE_CARD.width, height: SHARE_CARD.height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

/**
 * The share card of a photo stored before cards existed, made from its largest stored size (the
 * original is gone). Same limits and concurrency as an upload; 415 when the bytes do not decode.
 */
export function shareCardFrom(bytes: Buffer): Promise<Buffer> {
  return withSlot(async () => {
    try {
      return await encodeShareCard(
        sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }),
      );
    } catch {
      throw new HttpError(415, NOT_DECODABLE);
    }
  });
}
