import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

interface DemoUser {
  uid: string;
  email: string;
  name: string;
}

/**
 * Creates the demo accounts in the Auth Emulator (which `pnpm start` may still be starting, hence
 * the retries). Answers each account's uid, which differs from ours when the emulator already knew
 * the email. Null when the emulator cannot be reached.
 */
export async function createEmulatorUsers(
  projectId: string,
  users: readonly DemoUser[],
  password: string,
  log: { warn(obj: object, msg: string): void },
): Promise<Map<string, string> | null> {
  const auth = getAuth(initializeApp({ projectId }, `seed-${Date.now()}`));
  const uids = new Map<string, string>();
  for (const user of users) {
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await auth.createUser({
          uid: user.uid,
          email: user.email,
          password,
          displayName: user.name,
          emailVerified: true,
        });
        uids.set(user.uid, created.uid);
        break;
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === 'auth/uid-already-exists' || code === 'auth/email-already-exists') {
          const existing = await auth
            .getUserByEmail(user.email)
            .catch(() => auth.getUser(user.uid));
          await auth.updateUser(existing.uid, { password, displayName: user.name });
          uids.set(user.uid, existing.uid);
          break;
        }
        if (attempt >= 15) {
          log.warn({ err }, 'auth emulator unreachable: demo accounts exist in the database only');
          return null;
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
  return uids;
}
