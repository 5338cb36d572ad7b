import type * as FirebaseAppModule from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import type * as FirebaseAuthModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { http, HttpResponse } from 'msw';
import { connectSession, setSessionUser, useSession } from 'shared-api';
import { setupMockApi } from 'shared-api/mocks/node';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ActionsModule from './firebase-auth-actions';

/*
 * The Firebase web SDK talks HTTP to the Auth Emulator's identitytoolkit endpoints; MSW answers
 * them at the network edge, so these tests run the real SDK without a running emulator.
 */
const EMULATOR = 'http://localhost:9099';
const IDT = `${EMULATOR}/identitytoolkit.googleapis.com/v1`;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned token in the emulator's shape: the SDK only reads its claims. */
function idToken(uid: string, email: string, name?: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/demo-sublease',
    aud: 'demo-sublease',
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    email,
    name,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

interface Account {
  uid: string;
  email: string;
  password: string;
  displayName?: string;
}

function identityToolkit(accounts: Account[], log: string[]) {
  const session = (a: Account) => ({
    kind: 'identitytoolkit#VerifyPasswordResponse',
    localId: a.uid,
    email: a.email,
    displayName: a.displayName ?? '',
    idToken: idToken(a.uid, a.email, a.displayName),
    refreshToken: `refresh-${a.uid}`,
    expiresIn: '3600',
  });
  const fail = (message: string) =>
    HttpResponse.json({ error: { code: 400, message, errors: [] } }, { status: 400 });
  const byToken = (token: unknown) =>
    accounts.find(
      (a) =>
        typeof token === 'string' &&
        token.includes(b64({ alg: 'none', typ: 'JWT' })) &&
        JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub === a.uid,
    );
  const routes: Record<string, (request: Request) => Promise<Response>> = {
    'accounts:signInWithPassword': async (request) => {
      const body = (await request.json()) as { email: string; password: string };
      log.push(`signIn ${body.email}`);
      const account = accounts.find((a) => a.email === body.email && a.password === body.password);
      return account ? HttpResponse.json(session(account)) : fail('INVALID_LOGIN_CREDENTIALS');
    },
    'accounts:signUp': async (request) => {
      const body = (await request.json()) as { email: string; password: string };
      log.push(`signUp ${body.email}`);
      if (accounts.some((a) => a.email === body.email)) return fail('EMAIL_EXISTS');
      const account = {
        uid: `uid-${accounts.length + 1}`,
        email: body.email,
        password: body.password,
      };
      accounts.push(account);
      return HttpResponse.json(session(account));
    },
    'accounts:lookup': async (request) => {
      const account = byToken(((await request.json()) as { idToken: string }).idToken);
      if (!account) return fail('INVALID_ID_TOKEN');
      return HttpResponse.json({
        users: [
          {
            localId: account.uid,
            email: account.email,
            displayName: account.displayName,
            providerUserInfo: [{ providerId: 'password', email: account.email }],
            createdAt: '1760000000000',
            lastLoginAt: '1760000000000',
          },
        ],
      });
    },
    'accounts:update': async (request) => {
      const body = (await request.json()) as { idToken: string; displayName?: string };
      const account = byToken(body.idToken);
      if (!account) return fail('INVALID_ID_TOKEN');
      log.push(`update ${account.email} ${body.displayName}`);
      account.displayName = body.displayName;
      return HttpResponse.json({
        localId: account.uid,
        email: account.email,
        displayName: account.displayName,
      });
    },
    'accounts:sendOobCode': async (request) => {
      const body = (await request.json()) as {
        requestType: string;
        email?: string;
        idToken?: string;
      };
      // A verification link goes to the signed-in user (by token), a reset link to an address.
      log.push(`${body.requestType} ${body.email ?? (body.idToken ? 'signed-in user' : '?')}`);
      return HttpResponse.json({ email: body.email });
    },
  };
  // One handler for the whole API: MSW would read the ':' in 'accounts:signUp' as a path parameter.
  return [
    http.post(`${IDT}/*`, ({ request }) => {
      const route = routes[new URL(request.url).pathname.split('/').pop() ?? ''];
      return route ? route(request) : fail('UNSUPPORTED_IN_TEST');
    }),
  ];
}

let accounts: Account[];
const log: string[] = [];
const putUser: unknown[] = [];
const mock = setupMockApi();

/*
 * Firebase's Node build captures `fetch` when it is first imported, so it is imported only after
 * MSW has started listening (setupMockApi's beforeAll runs first), and then sees MSW's fetch.
 */
let firebaseApp: typeof FirebaseAppModule;
let firebaseAuth: typeof FirebaseAuthModule;
let createFirebaseAuthActions: typeof ActionsModule.createFirebaseAuthActions;
beforeAll(async () => {
  firebaseApp = await import('firebase/app');
  firebaseAuth = await import('firebase/auth');
  ({ createFirebaseAuthActions } = await import('./firebase-auth-actions'));
});

let app: FirebaseApp;
let auth: Auth;
beforeEach(() => {
  const { initializeApp } = firebaseApp;
  const { connectAuthEmulator, inMemoryPersistence, initializeAuth } = firebaseAuth;
  accounts = [{ uid: 'uid-jane', email: 'jane@wisc.edu', password: 'badgers1' }];
  log.length = 0;
  putUser.length = 0;
  mock.server.use(
    ...identityToolkit(accounts, log),
    http.put('*/api/user', async ({ request }) => {
      putUser.push(await request.json());
      return HttpResponse.json({ userID: 1, firebaseUid: 'uid-2', name: 'New Badger' });
    }),
  );
  app = initializeApp(
    { apiKey: 'test-key', authDomain: 'localhost', projectId: 'demo-sublease' },
    `test-${Math.random()}`,
  );
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, EMULATOR, { disableWarnings: true });
  // What the shell's firebase-session does: tokens from Firebase, the user into the session store.
  connectSession({
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    updateProfile: async () => undefined,
    signOut: () => auth.signOut(),
  });
  // What the shell's onAuthStateChanged does, so the display-name patch has a session to update.
  auth.onAuthStateChanged((user) =>
    setSessionUser(
      user
        ? {
            uid: user.uid,
            displayName: user.displayName,
            email: user.email,
            photoURL: null,
            creationTime: null,
          }
        : null,
    ),
  );
});
afterEach(() => firebaseApp.deleteApp(app));

describe('createFirebaseAuthActions', () => {
  it('signs in with email and password', async () => {
    await createFirebaseAuthActions(auth).signIn('jane@wisc.edu', 'badgers1');
    expect(auth.currentUser?.email).toBe('jane@wisc.edu');
    expect(log).toEqual(['signIn jane@wisc.edu']);
  });

  it('rejects a wrong password', async () => {
    await expect(createFirebaseAuthActions(auth).signIn('jane@wisc.edu', 'nope')).rejects.toThrow(
      /invalid-credential|wrong-password/,
    );
    expect(auth.currentUser).toBeNull();
  });

  it('signs up, then sets the display name in Firebase, the session and the backend', async () => {
    await createFirebaseAuthActions(auth).signUp('new@wisc.edu', 'secret1', '  New Badger ');
    await expect.poll(() => log).toContain('VERIFY_EMAIL signed-in user');
    expect(log.filter((l) => !l.startsWith('VERIFY_EMAIL'))).toEqual([
      'signUp new@wisc.edu',
      'update new@wisc.edu New Badger',
    ]);
    expect(auth.currentUser?.displayName).toBe('New Badger');
    await expect.poll(() => useSession.getState().user?.displayName).toBe('New Badger');
    await expect
      .poll(() => putUser)
      .toEqual([{ name: 'New Badger', email: 'new@wisc.edu', profilePictureUrl: null }]);
  });

  it('signs up without a name without touching the profile', async () => {
    await createFirebaseAuthActions(auth).signUp('quiet@wisc.edu', 'secret1');
    // The verification link is sent whether or not a name was given.
    await expect.poll(() => log).toEqual(['signUp quiet@wisc.edu', 'VERIFY_EMAIL signed-in user']);
    expect(putUser).toEqual([]);
  });

  it('fails to sign up with an email that is taken', async () => {
    await expect(
      createFirebaseAuthActions(auth).signUp('jane@wisc.edu', 'secret1'),
    ).rejects.toThrow(/email-already-in-use/);
  });

  it('asks for a password reset email', async () => {
    await createFirebaseAuthActions(auth).sendPasswordReset('jane@wisc.edu');
    expect(log).toEqual(['PASSWORD_RESET jane@wisc.edu']);
  });

  it('signs out', async () => {
    const actions = createFirebaseAuthActions(auth);
    await actions.signIn('jane@wisc.edu', 'badgers1');
    await actions.signOut();
    expect(auth.currentUser).toBeNull();
  });
});
