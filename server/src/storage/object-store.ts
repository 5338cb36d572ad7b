/**
 * Where images live. Keys are always made by the server (`listings/{id}/{name}`,
 * `profile_pictures/{uid}_{timestamp}.{ext}`); clients only ever hold signed URLs.
 */
export interface ObjectStore {
  /**
   * A URL the client PUTs raw bytes to. With every store it is the API's own signed link
   * (`/api/storage/upload/{key}`): the API decodes and re-encodes each upload before storing it.
   */
  uploadUrl(key: string): Promise<string>;
  /** True when an upload link's signature matches this key and has not expired. */
  verifyUpload(key: string, exp: string | undefined, sig: string | undefined): boolean;
  /** A URL that serves the object for at least 24 h; the same within a signing bucket. */
  downloadUrl(key: string): Promise<string>;
  /** The key behind one of our own download URLs, or null for anything else. */
  keyFromUrl(url: string): string | null;
  /** An object's bytes, or null when it does not exist (reprocessing images stored before sizes). */
  get(key: string): Promise<Buffer | null>;
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

const KEY_PATTERN =
  /^(listings\/\d+\/(w\d{2,4}\/|share\/)?[^/\\\0]+|profile_pictures\/(w\d{2,4}\/)?[^/\\\0]+)$/;
/** Keys the server would make (an image's base key or one of its sizes); nothing else is touched. */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..' || s === '');
}

export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
