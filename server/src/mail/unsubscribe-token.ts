import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an unsubscribe link may turn off. Each kind signs under its own key, so a token made for
 * one kind of e-mail is refused by every other kind's link.
 */
export type UnsubscribePurpose = 'saved-search-unsubscribe/v1' | 'message-email-unsubscribe/v1';

/**
 * An e-mail's unsubscribe link carries `{userId}.{mac}`: HMAC-SHA256 of the user id under a key
 * derived from the server secret (STORAGE_SECRET, or DATA_DIR/storage-secret) for one purpose only,
 * truncated to 128 bits. Without the secret no token can be made for any id (not forgeable), and ids
 * alone unsubscribe nobody (not enumerable). It never expires: an old e-mail's link keeps working.
 */
export function unsubscribeTokens(serverSecret: string, purpose: UnsubscribePurpose) {
  const key = createHmac('sha256', serverSecret).update(purpose).digest();
  const mac = (userId: number) =>
    createHmac('sha256', key).update(String(userId)).digest().subarray(0, 16);
  const sign = (userId: number) => `${userId}.${mac(userId).toString('base64url')}`;
  return {
    sign,
    /** The user id a token names, or null when it is malformed or its mac is wrong. */
    verify(token: unknown): number | null {
      if (typeof token !== 'string') return null;
      const m = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{22}$/.exec(token);
      if (!m) return null;
      const userId = Number(m[1]);
      if (userId > 2_147_483_647) return null;
      // The whole text against the one canonical token (the last base64url character carries
      // spare bits: comparing decoded bytes would accept several spellings of one mac).
      const given = Buffer.from(token);
      const expected = Buffer.from(sign(userId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
