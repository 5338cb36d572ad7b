import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_TTL_SECONDS, encodeKey } from './object-store';

export type SignedAction = 'get' | 'put';
const ROUTE = { get: 'object', put: 'upload' } as const;
export const DOWNLOAD_ROUTE = ROUTE.get;

/**
 * What a signature covers. Listing images are public (anyone can read any listing's details and
 * links), so one download signature per signing bucket covers all of `listings/`: the public list's
 * 15,000 links then share it and compress to a third. Uploads and profile pictures are signed per key.
 */
function scope(action: SignedAction, key: string): string {
  return action === 'get' && key.startsWith('listings/') ? 'listings/' : key;
}

/**
 * HMAC-signed, expiring links to the API's own storage routes (`/api/storage/{upload|object}/…`),
 * relative to the site (they work through the shell's /api proxy) unless PUBLIC_URL is set.
 */
export function signedLinks(opts: { secret: string; publicUrl?: string; now: () => number }) {
  const base = `${opts.publicUrl ?? ''}/api/storage`;
  // 128-bit truncated HMAC (RFC 2104 allows it): shorter links, and a public list of 15,000 image
  // links is mostly these incompressible bytes.
  const sign = (action: SignedAction, key: string, exp: number) =>
    createHmac('sha256', opts.secret)
      .update(`${action}\n${scope(action, key)}\n${exp}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  const url = (action: SignedAction, key: string, exp: number) =>
    `${base}/${ROUTE[action]}/${encodeKey(key)}?exp=${exp}&sig=${sign(action, key, exp)}`;
  const verify = (
    action: SignedAction,
    key: string,
    exp: string | undefined,
    sig: string | undefined,
  ) => {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < opts.now()) return false;
    const expected = Buffer.from(sign(action, key, Number(exp)));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    url,
    verify,
    uploadUrl: async (key: string) =>
      url('put', key, Math.floor(opts.now() / 1000) + UPLOAD_TTL_SECONDS),
    verifyUpload: (key: string, exp: string | undefined, sig: string | undefined) =>
      verify('put', key, exp, sig),
  };
}

/** A secret kept beside the data, so links survive restarts and instances sharing DATA_DIR agree. */
export function readOrCreateSecret(dataDir: string): string {
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
