import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_RECHECK_MS,
  cachingVerifier,
  type VerifiedToken,
  type VerifyOptions,
} from '../src/auth/token-verifier';
import { createTestApp, type TestApp } from './helpers/test-app';
import { tokenFor } from './helpers/test-verifier';

const MALLORY = { uid: 'mallory-1', email: 'mallory@example.com', name: 'Mallory' };

describe('a disabled or deleted account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const rename = (name: string) =>
    t.request({ method: 'PUT', url: '/api/user', as: MALLORY, payload: { name } });

  it('has its very next write refused, although its token is cached and unexpired', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user', as: MALLORY })).statusCode).toBe(
      200,
    );
    expect((await rename('Still fine')).statusCode).toBe(200);
    t.verifier.disabled.add(MALLORY.uid);
    const refused = await rename('Disabled now');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'User not authenticated' });
    // Once a check has found the account disabled, its reads are refused too.
    expect((await t.request({ method: 'GET', url: '/api/user', as: MALLORY })).statusCode).toBe(
      401,
    );
    // Nothing changed: re-enabled, the name is the one written before.
    t.verifier.disabled.delete(MALLORY.uid);
    const me = await t.request({ method: 'GET', url: '/api/user', as: MALLORY });
    expect(me.json<{ name: string }>().name).toBe('Still fine');
  });

  it('checks the account on every write, and not on every read', async () => {
    t.verifier.disabled.clear();
    // One ID token for the whole test, as a client keeps its token for up to an hour: a token made
    // per request changes with the clock's second, and a new token is always checked.
    const headers = { authorization: `Bearer ${tokenFor(MALLORY)}` };
    const write = (name: string) =>
      t.request({ method: 'PUT', url: '/api/user', headers, payload: { name } });
    const before = t.verifier.accountChecks;
    await write('One');
    await write('Two');
    for (let i = 0; i < 5; i++) await t.request({ method: 'GET', url: '/api/user', headers });
    expect(t.verifier.accountChecks - before).toBe(2);
  });
});

describe('the token cache', () => {
  const token: VerifiedToken = { uid: 'u1', exp: 2_000_000_000 };
  let clock = 1_000_000;
  const seen: Array<VerifyOptions | undefined> = [];
  let disabled = false;
  const verifier = cachingVerifier(
    {
      async verify(_raw, options) {
        seen.push(options);
        if (options?.checkAccount && disabled) throw new Error('auth/user-disabled');
        return token;
      },
    },
    () => clock,
  );

  it('lets reads trust an account check for a little while, then checks again', async () => {
    await verifier.verify('t');
    await verifier.verify('t');
    expect(seen).toEqual([{ checkAccount: true }]);
    disabled = true;
    clock += ACCOUNT_RECHECK_MS - 1;
    await expect(verifier.verify('t')).resolves.toEqual(token);
    clock += 1;
    await expect(verifier.verify('t')).rejects.toThrow('disabled');
    // Refused ever after: a failed check is not cached as a success.
    await expect(verifier.verify('t')).rejects.toThrow('disabled');
  });

  it('never answers a write from the cache', async () => {
    disabled = false;
    seen.length = 0;
    await verifier.verify('w');
    await verifier.verify('w', { checkAccount: true });
    expect(seen).toHaveLength(2);
  });
});

describe('e-mail addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lets an account without an address read, but not write', async () => {
    const nobody = { uid: 'no-email-1', name: 'No Address' };
    expect((await t.request({ method: 'GET', url: '/api/user', as: nobody })).statusCode).toBe(200);
    const res = await t.request({
      method: 'PUT',
      url: '/api/user',
      as: nobody,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Your account needs an e-mail address to do this' });
  });

  it("tells readers whether a lister's address is verified, as the lister's last sign-in said", async () => {
    const lister = { uid: 'lister-v', email: 'lister@example.com', name: 'Lister' };
    const { id } = await t.createListing(lister);
    const verified = async () =>
      (await t.request({ method: 'GET', url: `/api/listings/${id}/details` })).json<{
        emailVerified: boolean;
      }>().emailVerified;
    expect(await verified()).toBe(false);
    // The lister follows the link; their next sign-in (GET /user) carries email_verified.
    await t.request({ method: 'GET', url: '/api/user', as: { ...lister, emailVerified: true } });
    expect(await verified()).toBe(true);
    const list = (await t.request({ method: 'GET', url: '/api/listings' })).json<
      Array<{ listingID: number; emailVerified: boolean }>
    >();
    expect(list.find((l) => l.listingID === id)?.emailVerified).toBe(true);
  });
});
