import { create } from 'zustand';

/** The signed-in person as the remotes see them. */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  /** ISO time of account creation (Firebase metadata.creationTime). */
  creationTime: string | null;
}

/** What the shell plugs in from Firebase; remotes never see Firebase itself. */
export interface SessionAdapter {
  getIdToken: () => Promise<string | null>;
  updateProfile: (profile: { displayName?: string; photoURL?: string | null }) => Promise<void>;
  signOut: () => Promise<void>;
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The sign-in dialog the shell renders; any remote may open it with its own title. */
  signIn: { open: boolean; title: string | null };
  getIdToken: () => Promise<string | null>;
  /**
   * Opens the sign-in dialog. `onSignedIn` is the action that asked for it (save, contact…): it runs
   * once the person is signed in, so they do not have to click again. Dismissing the dialog drops it.
   */
  openSignIn: (title?: string, onSignedIn?: () => void) => void;
  /** 'signedIn' when the dialog closes because sign-in succeeded (its action still runs). */
  closeSignIn: (outcome?: 'signedIn') => void;
  updateProfile: (profile: { displayName?: string; photoURL?: string | null }) => Promise<void>;
  signOut: () => Promise<void>;
}

const noAdapter: SessionAdapter = {
  getIdToken: async () => null,
  updateProfile: async () => {
    throw new Error('No user is currently logged in');
  },
  signOut: async () => undefined,
};
let adapter: SessionAdapter = noAdapter;

/** The action waiting for sign-in (only the latest opener's; a new opening replaces it). */
let continuation: (() => void) | null = null;
/** Told when the waiting action is dropped (dismissed dialog, or replaced by another opening). */
let onDropped: (() => void) | null = null;

function setContinuation(next: (() => void) | null, dropped: (() => void) | null = null) {
  const previous = onDropped;
  continuation = next;
  onDropped = dropped;
  previous?.();
}

function runContinuation() {
  const next = continuation;
  continuation = null;
  onDropped = null;
  // After the current update, so the caller sees the signed-in session (token, uid) in the store.
  if (next) queueMicrotask(next);
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  signIn: { open: false, title: null },
  getIdToken: () => adapter.getIdToken(),
  openSignIn: (title, onSignedIn) => {
    setContinuation(onSignedIn ?? null);
    set({ signIn: { open: true, title: title ?? null } });
  },
  closeSignIn: (outcome) => {
    set({ signIn: { open: false, title: null } });
    if (useSession.getState().status === 'signedIn') runContinuation();
    // Closed on success before the auth event arrived: setSessionUser runs the action when it
    // does. Dismissed: the action is dropped.
    else if (outcome !== 'signedIn') setContinuation(null);
  },
  updateProfile: async (profile) => {
    await adapter.updateProfile(profile);
    set((s) => (s.user ? { user: { ...s.user, ...profile } } : s));
  },
  signOut: () => adapter.signOut(),
}));

/** The shell (or a test harness) connects the identity provider once. */
export function connectSession(next: SessionAdapter) {
  adapter = next;
}

/** The shell reports every auth state change here. */
export function setSessionUser(user: SessionUser | null) {
  useSession.setState({ status: user ? 'signedIn' : 'signedOut', user });
  if (user) runContinuation();
  else if (!useSession.getState().signIn.open) setContinuation(null);
}

/** For the API client: the current ID token, or null when signed out. */
export const getIdToken = () => useSession.getState().getIdToken();

/**
 * Opens the sign-in dialog and resolves true once the person is signed in, false if they close it
 * (or another prompt replaces it). Resolves true at once when already signed in.
 */
export function signInFirst(title?: string): Promise<boolean> {
  if (useSession.getState().status === 'signedIn') return Promise.resolve(true);
  return new Promise((resolve) => {
    useSession.getState().openSignIn(title, () => resolve(true));
    onDropped = () => resolve(false);
  });
}
