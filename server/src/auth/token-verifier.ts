import { type App, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** What the server needs from a verified Firebase ID token. `exp` is in seconds since the epoch. */
export interface VerifiedToken {
  uid: string;
  email?: string;
  name?: string;
  picture?: string;
  exp: number;
}

export interface TokenVerifier {
  /** Resolves for a valid token, rejects for anything else. */
  verify(token: string): Promise<VerifiedToken>;
}

/**
 * firebase-admin's verifier. With FIREBASE_AUTH_EMULATOR_HOST in the environment firebase-admin
 * accepts the emulator's unsigned tokens, which is why config refuses that variable in production.
 */
export function firebaseVerifier(projectId: string): TokenVerifier {
  let app: App | undefined;
  return {
    async verify(token) {
      app ??= initializeApp({ projectId }, `verifier-${projectId}-${Date.now()}`);
      const decoded = await getAuth(app).verifyIdToken(token);
      return {
        uid: decoded.uid,
        email: decoded.email,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
        picture: decoded.picture,
        exp: decoded.exp,
      };
    },
  };
}

const MAX_ENTRIES = 10_000;

/**
 * Remembers verified tokens until they expire, so a client polling every 3 s costs one verification
 * per token lifetime (an hour for Firebase), not one per request. Bounded; oldest entries go first.
 */
export function cachingVerifier(inner: TokenVerifier, now: () => number = Date.now): TokenVerifier {
  const cache = new Map<string, VerifiedToken>();
  return {
    async verify(token) {
      const hit = cache.get(token);
      if (hit) {
        if (hit.exp * 1000 > now()) return hit;
        cache.delete(token);
      }
      const verified = await inner.verify(token);
      if (verified.exp * 1000 <= now()) throw new Error('Token expired');
      if (cache.size >= MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(token, verified);
      return verified;
    },
  };
}
