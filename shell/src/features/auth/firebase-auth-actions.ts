import {
  type Auth,
  type User,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { useSession } from 'shared-api';
import type { AuthActions } from './auth-actions';
import { saveDisplayName } from './user-sync';

const CANCELLED_POPUP = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/**
 * onAuthStateChanged fires only when the uid changes, so a name set right after sign-up would never
 * reach the session store (and the navbar avatar) without this patch.
 */
function patchSessionName(user: User) {
  useSession.setState((s) =>
    s.user?.uid === user.uid ? { user: { ...s.user, displayName: user.displayName } } : s,
  );
}

/** The production AuthActions: the Firebase web SDK, against the emulator locally. */
export function createFirebaseAuthActions(auth: Auth): AuthActions {
  return {
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    signUp: async (email, password, displayName) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      // Listings say whether the lister's address is verified
      // (docs/decisions/0016-users-auth-and-account-status.md): send the link
      // now. A failure must not fail the sign-up; the account works unverified.
      void sendEmailVerification(user).catch((error: unknown) =>
        console.warn('The verification e-mail could not be sent', error),
      );
      const name = displayName?.trim();
      if (!name) return;
      await updateProfile(user, { displayName: name });
      patchSessionName(user);
      // The backend row may already exist (created by the first GET /user without a name).
      void saveDisplayName(name, user.email);
    },
    signInWithGoogle: async () => {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      try {
        // The resolver at call time, not in initializeAuth (firebase-session.ts). A dynamic import
        // would not save bytes: it lives in the same module as the rest of firebase/auth.
        await signInWithPopup(auth, provider, browserPopupRedirectResolver);
        return true;
      } catch (error) {
        if (error instanceof FirebaseError && CANCELLED_POPUP.has(error.code)) return false;
        throw error;
      }
    },
    sendPasswordReset: async (email) => {
      await sendPasswordResetEmail(auth, email);
    },
    signOut: () => signOut(auth),
  };
}
