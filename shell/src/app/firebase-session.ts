import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { connectSession, setSessionUser, type SessionUser } from 'shared-api';
import { createFirebaseAuthActions } from '../features/auth/firebase-auth-actions';
import { syncUser } from '../features/auth/user-sync';
import type { AuthActions } from '../features/auth/auth-actions';
import type { AppConfig } from './app-config';

/** Firebase's user as the remotes see it. */
export function toSessionUser(user: User): SessionUser {
  const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    creationTime: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
  };
}

export interface FirebaseSession {
  auth: Auth;
  actions: AuthActions;
}

/**
 * Connects Firebase Auth (the shell alone imports Firebase) to the session store that the remotes
 * read, and resolves once the first auth state is known: the app renders nothing before that.
 */
export function startFirebaseSession(config: AppConfig): Promise<FirebaseSession> {
  const app = initializeApp(config.firebase);
  // Only what start-up needs: IndexedDB, where the SDK keeps the session by default (where it is
  // blocked, the session lasts the tab). No popup/redirect resolver here: given at start-up, the SDK
  // prepares Google's sign-in iframe proactively on phones (gapi script and iframe on every load);
  // Google sign-in passes it when clicked (firebase-auth-actions.ts).
  const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  connectSession({
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    updateProfile: async (profile) => {
      const user = auth.currentUser;
      if (!user) throw new Error('No user is currently logged in');
      // Firebase rejects a null photoURL ('photoURL must be string', auth/invalid-json-payload…):
      // a person without a picture who changes only the name passes null. Send only real values.
      const changes: { displayName?: string; photoURL?: string } = {};
      if (typeof profile.displayName === 'string') changes.displayName = profile.displayName;
      if (typeof profile.photoURL === 'string') changes.photoURL = profile.photoURL;
      if (Object.keys(changes).length > 0) await updateProfile(user, changes);
    },
    signOut: () => signOut(auth),
  });

  return new Promise((resolve) => {
    let first = true;
    let lastUid: string | null = null;
    onAuthStateChanged(auth, (user) => {
      setSessionUser(user ? toSessionUser(user) : null);
      // The user is synced to the backend after each sign-in or auth change.
      if (user && user.uid !== lastUid) void syncUser();
      lastUid = user?.uid ?? null;
      if (first) {
        first = false;
        resolve({ auth, actions: createFirebaseAuthActions(auth) });
      }
    });
  });
}
