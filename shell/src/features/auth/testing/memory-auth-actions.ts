import { setSessionUser, type SessionUser } from 'shared-api';
import type { AuthActions } from '../auth-actions';

export interface MemoryAuthOptions {
  /** Accounts that exist from the start: email → password. */
  accounts?: Record<string, string>;
  /** What the Google popup does. */
  google?: 'success' | 'cancel' | 'error';
  /** Every call waits for this first, so a test can look at the pending state. */
  gate?: () => Promise<void>;
}

export interface MemoryAuth extends AuthActions {
  resetEmails: string[];
  accounts: Map<string, { password: string; displayName: string | null }>;
}

const toUser = (email: string, displayName: string | null): SessionUser => ({
  uid: `uid-${email}`,
  displayName,
  email,
  photoURL: null,
  creationTime: '2026-01-15T12:00:00Z',
});

/**
 * An in-memory identity provider implementing AuthActions, for component tests and stories: it
 * keeps accounts and fills the session store through its public API, as the Firebase one does.
 */
export function createMemoryAuthActions(options: MemoryAuthOptions = {}): MemoryAuth {
  const accounts: MemoryAuth['accounts'] = new Map(
    Object.entries(options.accounts ?? {}).map(([email, password]) => [
      email,
      { password, displayName: null as string | null },
    ]),
  );
  const wait = () => options.gate?.() ?? Promise.resolve();
  const resetEmails: string[] = [];
  return {
    accounts,
    resetEmails,
    signIn: async (email, password) => {
      await wait();
      const account = accounts.get(email);
      if (!account || account.password !== password) throw new Error('auth/invalid-credential');
      setSessionUser(toUser(email, account.displayName));
    },
    signUp: async (email, password, displayName) => {
      await wait();
      if (accounts.has(email)) throw new Error('auth/email-already-in-use');
      accounts.set(email, { password, displayName: displayName ?? null });
      setSessionUser(toUser(email, displayName ?? null));
    },
    signInWithGoogle: async () => {
      await wait();
      if (options.google === 'cancel') return false;
      if (options.google === 'error') throw new Error('auth/internal-error');
      setSessionUser(toUser('google.user@gmail.com', 'Google User'));
      return true;
    },
    sendPasswordReset: async (email) => {
      await wait();
      resetEmails.push(email);
    },
    signOut: async () => {
      await wait();
      setSessionUser(null);
    },
  };
}
