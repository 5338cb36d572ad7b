import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DOWNLOAD_TTL_SECONDS,
  isValidKey,
  signingBucketStart,
  type ObjectStore,
} from './object-store';
import { DOWNLOAD_ROUTE, readOrCreateSecret, signedLinks, type SignedAction } from './signed-links';

export type { SignedAction } from './signed-links';

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
  const now = opts.now ?? Date.now;
  const links = signedLinks({
    secret: opts.secret ?? readOrCreateSecret(opts.dataDir),
    publicUrl: opts.publicUrl,
    now,
  });
  const filePath = (key: string) => path.join(root, ...key.split('/'));

  return {
    root,
    filePath,
    uploadUrl: links.uploadUrl,
    verifyUpload: links.verifyUpload,
    verify: links.verify,
    async downloadUrl(key) {
      return links.url('get', key, signingBucketStart(now()) + DOWNLOAD_TTL_SECONDS);
    },
    keyFromUrl(raw) {
      let parsed: URL;
      try {
        parsed = new URL(raw, 'http://relative.invalid');
      } catch {
        return null;
      }
      const prefix = `/api/storage/${DOWNLOAD_ROUTE}/`;
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
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return await fs.promises.readFile(filePath(key));
      } catch {
        return null;
      }
    },
    async put(key, bytes) {
      if (!isValidKey(key)) throw new Error(`Invalid object key ${key}`);
      const target = filePath(key);
      const tmp = path.join(root, '.tmp', randomBytes(12).toString('hex'));
      await fs.promises.writeFile(tmp, bytes);
      // A delete may remove the emptied folder between mkdir and rename: try once more.
      for (let attempt = 0; ; attempt++) {
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        try {
          await fs.promises.rename(tmp, target);
          return;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) {
            await fs.promises.rm(tmp, { force: true });
            throw err;
          }
        }
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await fs.promises.rm(filePath(key), { force: true });
      // Remove folders the delete emptied (`listings/7/w400`, `listings/7`), never the area roots.
      const parts = key.split('/');
      for (let depth = parts.length - 1; depth > 1; depth--) {
        try {
          await fs.promises.rmdir(path.join(root, ...parts.slice(0, depth)));
        } catch {
          break; // not empty (or already gone)
        }
      }
    },
  };
}
