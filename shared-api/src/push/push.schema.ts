import * as z from 'zod/mini';

/**
 * Web Push subscriptions (docs/decisions/0030-web-push.md): the body of `POST`/`DELETE
 * /user/push-subscriptions` is what `PushSubscription.toJSON()` gives. The server parses it with
 * the same schema (plus its own list of http test origins) and checks the key is a curve point.
 * `shared-api/push` (the subscribe UI's entry), and `shared-api/schemas` for the server.
 */

/** One subscription per browser profile; a user's 6th replaces their least recently used. */
export const PUSH_SUBSCRIPTIONS_MAX = 5;
export const PUSH_ENDPOINT_MAX = 2048;

export const PUSH_MESSAGES = {
  endpoint: `The push endpoint must be an https: URL of at most ${PUSH_ENDPOINT_MAX} characters`,
  p256dh: 'keys.p256dh must be the base64url of a 65-byte uncompressed P-256 public key',
  auth: 'keys.auth must be the base64url of 16 bytes',
  expirationTime: 'expirationTime must be a number of milliseconds or null',
} as const;

// Unpadded base64url: 65 bytes are 87 characters, 16 bytes are 22. An uncompressed point starts
// with the byte 0x04, which base64url writes 'B' then one of 'A'–'P' (the next 2 + 4 bits).
// The last character holds 4 bits and 2 zero bits: one of the 16 below.
const P256DH = /^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]=?$/;
const AUTH = /^[A-Za-z0-9_-]{21}[AEIMQUYcgkosw048](==)?$/;

/** `http:` is refused except for the listed origins (the server's PUSH_TEST_ORIGINS). */
function endpointAllowed(value: string, httpOrigins: readonly string[]): boolean {
  if (value.length > PUSH_ENDPOINT_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || httpOrigins.includes(url.origin);
}

const endpointSchema = (httpOrigins: readonly string[]) =>
  z
    .string({ error: PUSH_MESSAGES.endpoint })
    .check(z.refine((v) => endpointAllowed(v, httpOrigins), PUSH_MESSAGES.endpoint));

/** The subscribe body; `httpOrigins` lets a local test push service's `http:` endpoints in. */
export const pushSubscriptionBodySchema = (httpOrigins: readonly string[] = []) =>
  z.object({
    endpoint: endpointSchema(httpOrigins),
    expirationTime: z.optional(
      z.nullable(z.number({ error: PUSH_MESSAGES.expirationTime }).check(z.nonnegative())),
    ),
    keys: z.object(
      {
        p256dh: z
          .string({ error: PUSH_MESSAGES.p256dh })
          .check(z.regex(P256DH, PUSH_MESSAGES.p256dh)),
        auth: z.string({ error: PUSH_MESSAGES.auth }).check(z.regex(AUTH, PUSH_MESSAGES.auth)),
      },
      { error: PUSH_MESSAGES.p256dh },
    ),
  });
export const pushSubscriptionSchema = pushSubscriptionBodySchema();
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** `DELETE /user/push-subscriptions` body. */
export const pushUnsubscribeSchema = (httpOrigins: readonly string[] = []) =>
  z.object({ endpoint: endpointSchema(httpOrigins) });

/** `GET /push/public-key`: the VAPID key browsers pass as `applicationServerKey`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** 201 (new) / 200 (already held, now the caller's) answer of a subscribe. */
export const pushSubscribedSchema = z.object({ endpoint: z.string() });
