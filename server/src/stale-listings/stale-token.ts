import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a 'Still available?' e-mail's links say: `a` still available, `t` taken. */
export type StaleAnswer = 'a' | 't';

export interface StaleLink {
  listingId: number;
  answer: StaleAnswer;
  /** The ask the link answers (ms): the link works only while that ask is the listing's open one. */
  askedAtMs: number;
}

/**
 * The one-click links of a 'Still available?' e-mail carry `{listingId}.{a|t}.{askedAtMs}.{mac}`:
 * HMAC-SHA256 of the rest under a key derived from the server secret for this purpose only
 * (unsubscribe tokens cannot be used here, nor these there), truncated to 128 bits. Without the
 * secret no link can be made (not forgeable). A link expires `lifetimeMs` after its ask, and is
 * single-use because it names its ask: answering clears the ask (stale-listings.repository `answer`),
 * so the same link, or its sibling, then finds no open ask.
 */
export function staleLinkTokens(serverSecret: string, lifetimeMs: number) {
  const key = createHmac('sha256', serverSecret).update('listing-still-available/v1').digest();
  const sign = (l: StaleLink) => {
    const body = `${l.listingId}.${l.answer}.${l.askedAtMs}`;
    return `${body}.${createHmac('sha256', key).update(body).digest().subarray(0, 16).toString('base64url')}`;
  };
  return {
    sign,
    /** The link's parts, `expired` when its time is up, or null when malformed or forged. */
    verify(token: unknown, now: number): StaleLink | 'expired' | null {
      if (typeof token !== 'string') return null;
      const m = /^([1-9]\d{0,9})\.([at])\.(\d{1,15})\.[A-Za-z0-9_-]{22}$/.exec(token);
      if (!m) return null;
      const link: StaleLink = {
        listingId: Number(m[1]),
        answer: m[2] as StaleAnswer,
        askedAtMs: Number(m[3]),
      };
      if (link.listingId > 2_147_483_647) return null;
      // The whole text against the one canonical token (no second spelling of one mac).
      const given = Buffer.from(token);
      const expected = Buffer.from(sign(link));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return now > link.askedAtMs + lifetimeMs ? 'expired' : link;
    },
  };
}
export type StaleLinkTokens = ReturnType<typeof staleLinkTokens>;
