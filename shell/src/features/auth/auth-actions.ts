import { createContext, useContext } from 'react';

/**
 * What the sign-in dialog needs from the identity provider. The shell passes the Firebase
 * implementation (firebase-auth-actions.ts); tests and stories pass a plain object, so the dialog
 * never depends on Firebase directly.
 */
export interface AuthActions {
  signIn: (email: string, password: string) => Promise<void>;
  /** Creates the account, then sets the display name when one was given. */
  signUp: (email: string, password: string, displayName?: string) => Promise<void>;
  /** Resolves false when the person closed the popup: that is a choice, not an error. */
  signInWithGoogle: () => Promise<boolean>;
  sendPasswordReset: (email: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const unconfigured = async () => {
  throw new Error('Sign-in is not available yet: the identity provider is not configured.');
};
const notConfigured: AuthActions = {
  signIn: unconfigured,
  signUp: unconfigured,
  signInWithGoogle: unconfigured,
  sendPasswordReset: unconfigured,
  signOut: unconfigured,
};

export const AuthActionsContext = createContext<AuthActions>(notConfigured);

export const useAuthActions = () => useContext(AuthActionsContext);
