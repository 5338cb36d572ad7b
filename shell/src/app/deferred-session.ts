import { connectSession, setSessionUser, useSession } from 'shared-api';
import type { AuthActions } from '../features/auth/auth-actions';

/**
 * The session of a visitor nobody is signed in as (stored-session.ts): signed out at once, and
 * Firebase downloaded only when it is needed — when the sign-in dialog opens (so Google's popup
 * still opens within the click), when an auth action runs, or when the tab comes back after a
 * sign-in in another tab (Firebase shares its session between tabs through IndexedDB).
 *
 * `load` starts the real session (firebase-session.ts): it connects the store to Firebase and
 * reports every later auth change itself.
 */
export function deferredSession(
  load: () => Promise<{ actions: AuthActions }>,
  mayHaveStoredUser: () => Promise<boolean>,
): { actions: AuthActions } {
  let loading: Promise<{ actions: AuthActions }> | null = null;
  const start = () => (loading ??= load());

  connectSession({
    getIdToken: async () => null,
    updateProfile: async () => {
      throw new Error('No user is currently logged in');
    },
    signOut: async () => {},
  });
  setSessionUser(null);

  const stopWatchingDialog = useSession.subscribe((state) => {
    if (!state.signIn.open) return;
    stopWatchingDialog();
    void start();
  });
  const onVisible = async () => {
    if (document.visibilityState !== 'visible' || loading) return;
    if (await mayHaveStoredUser()) {
      document.removeEventListener('visibilitychange', onVisible);
      void start();
    }
  };
  document.addEventListener('visibilitychange', onVisible);

  const real = async () => (await start()).actions;
  return {
    actions: {
      signIn: async (email, password) => (await real()).signIn(email, password),
      signUp: async (email, password, name) => (await real()).signUp(email, password, name),
      signInWithGoogle: async () => (await real()).signInWithGoogle(),
      sendPasswordReset: async (email) => (await real()).sendPasswordReset(email),
      signOut: async () => (await real()).signOut(),
    },
  };
}
