import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DOWNLOAD_TTL_SECONDS,
  UPLOAD_TTL_SECONDS,
  encodeKey,
  isValidKey,
  signingBucketStart,
  type ObjectStore,
} from './object-store';

export type SignedAction = 'get' | 'put';

export interface LocalObjectStore extends ObjectStore {
  readonly root: string;
  /** Absolute path of a key's file (the key must be valid). */
  filePath(key: string): string;
  /** True when the signature matches and has not expired. */
  verify(
    action: SignedAction,
    key: string,
    exp: string | undefined,
    sig: string | undefined,
  ): boolean;
}

const ROUTE = { get: 'object', put: 'upload' } as const;

/**
 * What a signature covers. Listing images are public (anyone can read any listing's details and
 * links), so one download signature per signing bucket covers all of `listings/`: the public list's
 * 15,000 links then share it and compress to a third. Uploads and profile pictures are signed per key.
 */
function scope(action: SignedAction, key: string): string {
  return action === 'get' && key.startsWith('listings/') ? 'listings/' : key;
}

/**
 * Files under DATA_DIR/objects, served by the API itself through HMAC-signed, expiring URLs.
 * Links are relative to the site (`/api/storage/...`, so they work through the shell's /api proxy)
 * unless PUBLIC_URL is set.
 */
export function localObjectStore(opts: {
  dataDir: string;
  publicUrl?: string;
  secret?: string;
  now?: () => number;
}): LocalObjectStore {
  const root = path.join(opts.dataDir, 'objects');
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const secret = opts.secret ?? readOrCreateSecret(opts.dataDir);
  const now = opts.now ?? Date.now;
  const base = `${opts.publicUrl ?? ''}/api/storage`;

  // 128-bit truncated HMAC (RFC 2104 allows it): shorter links, and a public list of 15,000 image
  // links is mostly these incompressible bytes.
  const sign = (action: SignedAction, key: string, exp: number) =>
    createHmac('sha256', secret)
      .update(`${action}\n${scope(action, key)}\n${exp}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  const url = (action: SignedAction, key: string, exp: number) =>
    `${base}/${ROUTE[action]}/${encodeKey(key)}?exp=${exp}&sig=${sign(action, key, exp)}`;
  const filePath = (key: string) => path.join(root, ...key.split('/'));

  return {
    root,
    filePath,
    async uploadUrl(key) {
      return url('put', key, Math.floor(now() / 1000) + UPLOAD_TTL_SECONDS);
    },
    async downloadUrl(key) {
      return url('get', key, signingBucketStart(now()) + DOWNLOAD_TTL_SECONDS);
    },
    keyFromUrl(raw) {
      let parsed: URL;
      try {
        parsed = new URL(raw, 'http://relative.invalid');
      } catch {
        return null;
      }
      const prefix = `/api/storage/${ROUTE.get}/`;
      if (!parsed.pathname.startsWith(prefix)) return null;
      try {
        const key = parsed.pathname
          .slice(prefix.length)
          .split('/')
          .map(decodeURIComponent)
          .join('/');
        return isValidKey(key) ? key : null;
      } catch {
        return null;
      }
    },
    verify(action, key, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 < now()) return false;
      const expected = Buffer.from(sign(action, key, Number(exp)));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async put(key, bytes) {
      if (!isValidKey(key)) throw new Error(`Invalid object key ${key}`);
      const target = filePath(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(root, '.tmp', randomBytes(12).toString('hex'));
      await fs.promises.writeFile(tmp, bytes);
      await fs.promises.rename(tmp, target);
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await fs.promises.rm(filePath(key), { force: true });
    },
  };
}

/** A secret kept beside the data, so links survive restarts and instances sharing DATA_DIR agree. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'storage-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process won the race: use its secret.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
