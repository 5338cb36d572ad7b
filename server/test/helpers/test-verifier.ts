import type { TokenVerifier, VerifiedToken, VerifyOptions } from '../../src/auth/token-verifier';

/**
 * Test-only stand-in for Firebase: a token is `test.<base64url JSON claims>`. Injected through
 * buildApp's options; production code has no such switch.
 */
export interface TestUser {
  uid: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  picture?: string;
}

export function tokenFor(user: TestUser, expiresInSeconds = 3600): string {
  const claims: VerifiedToken = { ...user, exp: Math.floor(Date.now() / 1000) + expiresInSeconds };
  return `test.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
}

/**
 * Like firebase-admin, the account itself (`disabled`, deleted) is looked at only when the caller
 * asks for the account check; `accountChecks` counts those.
 */
export function testVerifier(): TokenVerifier & {
  calls: number;
  accountChecks: number;
  disabled: Set<string>;
} {
  const verifier = {
    calls: 0,
    accountChecks: 0,
    /** uids whose account is disabled or deleted. */
    disabled: new Set<string>(),
    async verify(token: string, options?: VerifyOptions): Promise<VerifiedToken> {
      verifier.calls++;
      if (!token.startsWith('test.')) throw new Error('not a test token');
      const claims = JSON.parse(
        Buffer.from(token.slice(5), 'base64url').toString('utf8'),
      ) as VerifiedToken;
      if (typeof claims.uid !== 'string' || typeof claims.exp !== 'number')
        throw new Error('bad token');
      if (options?.checkAccount) {
        verifier.accountChecks++;
        if (verifier.disabled.has(claims.uid)) throw new Error('auth/user-disabled');
      }
      return claims;
    },
  };
  return verifier;
}
