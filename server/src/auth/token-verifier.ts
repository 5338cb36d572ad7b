import { type App, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What the server needs from a verified Firebase ID token. `exp` is in seconds since the epoch. */
export interface VerifiedToken {
  uid: string;
  email?: string;
  /** Firebase's `email_verified`: the user has followed the link sent to the address. */
  emailVerified?: boolean;
  name?: string;
  picture?: string;
  exp: number;
}

export interface VerifyOptions {
  /**
   * Also ask Firebase whether the account still exists, is enabled and has not had its sessions
   * revoked (firebase-admin's `checkRevoked`: one call to Firebase Auth).
   */
  checkAccount?: boolean;
}

export interface TokenVerifier {
  /** Resolves for a valid token, rejects for anything else. */
  verify(token: string, options?: VerifyOptions): Promise<VerifiedToken>;
}

/**
 * firebase-admin's verifier. With FIREBASE_AUTH_EMULATOR_HOST in the environment firebase-admin
 * accepts the emulator's unsigned tokens, which is why config refuses that variable in production.
 */
export function firebaseVerifier(projectId: string): TokenVerifier {
  let app: App | undefined;
  return {
    async verify(token, options) {
      app ??= initializeApp({ projectId }, `verifier-${projectId}-${Date.now()}`);
      const decoded = await getAuth(app).verifyIdToken(token, options?.checkAccount === true);
      return {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
        picture: decoded.picture,
        exp: decoded.exp,
      };
    },
  };
}

const MAX_ENTRIES = 10_000;
/** How long a read may trust an account check: a disabled or deleted account can read this long. */
export const ACCOUNT_RECHECK_MS = 2 * 60_000;

/**
 * Remembers verified tokens, so a client polling every 3 s costs one verification every couple of
 * minutes, not one per request. Bounded; oldest entries go first.
 * - A write (`checkAccount`) always asks Firebase whether the account is still enabled, exists and
 *   has not been revoked: a disabled or deleted account's writes are refused at once.
 * - A read trusts the last check for `ACCOUNT_RECHECK_MS`, then checks the account again, so such an
 *   account stops reading within two minutes (not at the token's expiry, up to an hour later).
 */
export function cachingVerifier(inner: TokenVerifier, now: () => number = Date.now): TokenVerifier {
  const cache = new Map<string, { token: VerifiedToken; checkedAt: number }>();
  return {
    async verify(token, options) {
      const hit = cache.get(token);
      if (hit && !options?.checkAccount) {
        if (hit.token.exp * 1000 > now() && now() - hit.checkedAt < ACCOUNT_RECHECK_MS)
          return hit.token;
      }
      cache.delete(token);
      const verified = await inner.verify(token, { checkAccount: true });
      if (verified.exp * 1000 <= now()) throw new Error('Token expired');
      if (cache.size >= MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(token, { token: verified, checkedAt: now() });
      return verified;
    },
  };
}
