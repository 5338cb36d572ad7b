/**
 * Where images live. Keys are always made by the server (`listings/{id}/{name}`,
 * `profile_pictures/{uid}_{timestamp}.{ext}`); clients only ever hold signed URLs.
 */
export interface ObjectStore {
  /** A URL the client PUTs raw bytes to. */
  uploadUrl(key: string): Promise<string>;
  /** A URL that serves the object for at least 24 h; the same within a signing bucket. */
  downloadUrl(key: string): Promise<string>;
  /** The key behind one of our own download URLs, or null for anything else. */
  keyFromUrl(url: string): string | null;
  /** Stores bytes directly (seeding). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes an object; missing objects are not an error. */
  delete(key: string): Promise<void>;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Download links live 24 h at least: signed for 25 h, re-signed once per hour bucket. */
export const DOWNLOAD_TTL_SECONDS = 25 * 3600;
export const SIGNING_BUCKET_SECONDS = 3600;
export const UPLOAD_TTL_SECONDS = 3600;

/** The start of the current signing bucket, so links signed within one hour are identical. */
export function signingBucketStart(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000 / SIGNING_BUCKET_SECONDS) * SIGNING_BUCKET_SECONDS;
}

const KEY_PATTERN = /^(listings\/\d+\/[^/\\\0]+|profile_pictures\/[^/\\\0]+)$/;
/** Keys the server would make; anything else is never read or written. */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..' || s === '');
}

export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
