import { connectSession, setSessionUser, type SessionUser } from 'shared-api';

/**
 * A session for the standalone harness, without Firebase (remotes may not import it): the Auth
 * Emulator's REST API (the Identity Toolkit endpoints the Firebase SDK itself calls). Dev only.
 */
interface StoredSession {
  idToken: string;
  refreshToken: string;
  /** ms since epoch */
  expiresAt: number;
  user: SessionUser;
}

const STORAGE_KEY = 'remote-harness:session';

export interface EmulatorOptions {
  /** e.g. http://127.0.0.1:9099 */
  emulatorUrl: string;
  apiKey: string;
}

let options: EmulatorOptions | null = null;
let current: StoredSession | null = null;

function save(next: StoredSession | null) {
  current = next;
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  setSessionUser(next?.user ?? null);
}

async function call<T>(path: string, body: unknown, form = false): Promise<T> {
  if (!options) throw new Error('The harness has no auth emulator configured');
  const res = await fetch(
    `${options.emulatorUrl}/${path}?key=${encodeURIComponent(options.apiKey)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
    },
  );
  const json = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(json.error?.message ?? `Auth emulator error ${res.status}`);
  return json;
}

interface LookupUser {
  localId: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
  createdAt?: string;
}

async function lookup(idToken: string): Promise<SessionUser> {
  const { users } = await call<{ users: LookupUser[] }>(
    'identitytoolkit.googleapis.com/v1/accounts:lookup',
    {
      idToken,
    },
  );
  const u = users[0];
  if (!u) throw new Error('Unknown user');
  return {
    uid: u.localId,
    email: u.email ?? null,
    displayName: u.displayName ?? null,
    photoURL: u.photoUrl ?? null,
    creationTime: u.createdAt ? new Date(Number(u.createdAt)).toISOString() : null,
  };
}

interface TokenAnswer {
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

async function establish(answer: TokenAnswer) {
  const user = await lookup(answer.idToken);
  save({
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
    expiresAt: Date.now() + Number(answer.expiresIn) * 1000,
    user,
  });
}

async function freshToken(): Promise<string | null> {
  if (!current) return null;
  if (current.expiresAt - Date.now() > 60_000) return current.idToken;
  try {
    const answer = await call<{ id_token: string; refresh_token: string; expires_in: string }>(
      'securetoken.googleapis.com/v1/token',
      { grant_type: 'refresh_token', refresh_token: current.refreshToken },
      true,
    );
    save({
      ...current,
      idToken: answer.id_token,
      refreshToken: answer.refresh_token,
      expiresAt: Date.now() + Number(answer.expires_in) * 1000,
    });
    return answer.id_token;
  } catch {
    save(null);
    return null;
  }
}

export async function emulatorSignIn(email: string, password: string) {
  await establish(
    await call<TokenAnswer>('identitytoolkit.googleapis.com/v1/accounts:signInWithPassword', {
      email,
      password,
      returnSecureToken: true,
    }),
  );
}

export async function emulatorSignUp(email: string, password: string) {
  await establish(
    await call<TokenAnswer>('identitytoolkit.googleapis.com/v1/accounts:signUp', {
      email,
      password,
      returnSecureToken: true,
    }),
  );
}

/**
 * Connects the session store. With no emulator (null) the harness simply stays signed out.
 * Resolves once the first auth state is known, like the shell.
 */
export async function startEmulatorSession(next: EmulatorOptions | null) {
  options = next;
  connectSession({
    getIdToken: freshToken,
    updateProfile: async (profile) => {
      const token = await freshToken();
      if (!token || !current) throw new Error('No user is currently logged in');
      await call('identitytoolkit.googleapis.com/v1/accounts:update', {
        idToken: token,
        ...(profile.displayName !== undefined ? { displayName: profile.displayName } : {}),
        ...(profile.photoURL !== undefined ? { photoUrl: profile.photoURL } : {}),
      });
      save({ ...current, user: { ...current.user, ...profile } });
    },
    signOut: async () => save(null),
  });
  try {
    const raw = options ? localStorage.getItem(STORAGE_KEY) : null;
    current = raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    current = null;
  }
  // Validate a stored session against the emulator (its accounts vanish when it restarts).
  if (
    current &&
    !(await freshToken()
      .then((t) => (t ? lookup(t) : null))
      .catch(() => null))
  )
    current = null;
  save(current);
}
