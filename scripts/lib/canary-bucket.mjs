// The canary bucket of a browser: a number from 0 to 99, drawn by the server the first time the
// browser asks for /app-config.json and kept in a cookie, so the browser stays on the same side of
// every canary (releases.mjs: a canary of N % is served to buckets below N). Not personal data:
// one random number, the same for everyone who drew it, read by nobody but the config answer.
import { randomInt } from 'node:crypto';

export const BUCKET_COOKIE = 'mf_bucket';
/** A year: the browser keeps its side of a canary for as long as it keeps the cookie. */
export const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

const BUCKET = new RegExp(`(?:^|;)\\s*${BUCKET_COOKIE}=(\\d{1,2})\\s*(?:;|$)`);

/**
 * The bucket a request's cookie names, or null (none, or not a number from 0 to 99).
 * @param {string | undefined} cookieHeader
 */
export function bucketFromCookie(cookieHeader) {
  const match = BUCKET.exec(String(cookieHeader ?? ''));
  return match ? Number(match[1]) : null;
}

/**
 * The bucket of the browser that sent `req`: its cookie's, else a new one with the Set-Cookie that
 * keeps it (HttpOnly: no script needs it; SameSite=Lax; Secure when the browser came over https).
 * @param {{ headers?: import('node:http').IncomingHttpHeaders }} req
 * @param {{ secure?: boolean }} [options]
 * @returns {{ bucket: number, setCookie: string | null }}
 */
export function canaryBucket(req, { secure = false } = {}) {
  const kept = bucketFromCookie(req.headers?.cookie);
  if (kept !== null) return { bucket: kept, setCookie: null };
  const bucket = randomInt(100);
  const attributes = [`Max-Age=${BUCKET_MAX_AGE_S}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return { bucket, setCookie: [`${BUCKET_COOKIE}=${bucket}`, ...attributes].join('; ') };
}
