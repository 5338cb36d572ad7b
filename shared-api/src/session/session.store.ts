import { create } from 'zustand';

/** The signed-in person as the remotes see them (spec §3 Current user). */
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
  openSignIn: (title?: string) => void;
  closeSignIn: () => void;
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

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  signIn: { open: false, title: null },
  getIdToken: () => adapter.getIdToken(),
  openSignIn: (title) => set({ signIn: { open: true, title: title ?? null } }),
  closeSignIn: () => set({ signIn: { open: false, title: null } }),
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
}

/** For the API client: the current ID token, or null when signed out. */
export const getIdToken = () => useSession.getState().getIdToken();
