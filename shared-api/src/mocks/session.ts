import {
  connectSession,
  setSessionUser,
  useSession,
  type SessionUser,
} from '../session/session.store';

/**
 * Test sessions through the public session API (connectSession / setSessionUser), exactly as the
 * shell fills it from Firebase. The token is `mock-token:<uid>`, which the mock handlers accept.
 */
export const MOCK_TOKEN_PREFIX = 'mock-token:';
export const mockToken = (uid: string) => `${MOCK_TOKEN_PREFIX}${uid}`;

/** The signed-in user of tests and stories; owns one listing and has saves in the seeded mock db. */
export const testUser: SessionUser = {
  uid: 'test-user',
  displayName: 'Test User',
  email: 'test.user@wisc.edu',
  photoURL: null,
  creationTime: '2024-09-15T12:00:00Z',
};

/** Another person: the lister of most seeded listings. */
export const otherUser: SessionUser = {
  uid: 'lister-uid',
  displayName: 'Bucky Badger',
  email: 'bucky@wisc.edu',
  photoURL: null,
  creationTime: '2023-09-05T12:00:00Z',
};

export function signInTestUser(user: SessionUser = testUser) {
  connectSession({
    getIdToken: async () => (useSession.getState().user ? mockToken(user.uid) : null),
    updateProfile: async () => undefined,
    signOut: async () => setSessionUser(null),
  });
  setSessionUser(user);
}

/** Signed out, with the sign-in dialog closed: the state every test should start from. */
export function signOutTestUser() {
  connectSession({
    getIdToken: async () => null,
    updateProfile: async () => {
      throw new Error('No user is currently logged in');
    },
    signOut: async () => undefined,
  });
  setSessionUser(null);
  useSession.getState().closeSignIn();
}
