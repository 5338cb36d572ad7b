import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueEmail, NEW_ACCOUNT_PASSWORD } from '../support/accounts';
import { ports } from '../support/site';

/**
 * A disabled or deleted account is refused on its next write, through the real Auth Emulator and
 * firebase-admin's account check (docs/decisions/0016-users-auth-and-account-status.md).
 */
const emulator = `http://127.0.0.1:${ports.auth}`;

async function projectId(request: APIRequestContext): Promise<string> {
  const config = await (await request.get('/app-config.json')).json();
  return (config as { firebase: { projectId: string } }).firebase.projectId;
}

async function signUp(request: APIRequestContext) {
  const res = await request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      data: {
        email: uniqueEmail('status'),
        password: NEW_ACCOUNT_PASSWORD,
        returnSecureToken: true,
      },
    },
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as { idToken: string; localId: string };
}

/** The emulator's admin calls take the `owner` bearer. */
const admin = (request: APIRequestContext, project: string, op: string, data: object) =>
  request.post(`${emulator}/identitytoolkit.googleapis.com/v1/projects/${project}/${op}`, {
    headers: { Authorization: 'Bearer owner' },
    data,
  });

for (const [what, op, data] of [
  ['disabled', 'accounts:update', { disableUser: true }],
  ['deleted', 'accounts:delete', {}],
] as const) {
  test(`an account ${what} after sign-in cannot write with its still-valid token`, async ({
    request,
  }) => {
    const project = await projectId(request);
    const { idToken, localId } = await signUp(request);
    const auth = { Authorization: `Bearer ${idToken}` };
    const rename = (name: string) => request.put('/api/user', { headers: auth, data: { name } });

    expect((await request.get('/api/user', { headers: auth })).status()).toBe(200);
    expect((await rename('Before')).status()).toBe(200);

    expect((await admin(request, project, op, { localId, ...data })).ok()).toBe(true);
    const refused = await rename('After');
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'User not authenticated' });
  });
}
