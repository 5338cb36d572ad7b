import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { ALICE, BOB, createTestApp, type TestApp } from './helpers/test-app';

// Who a rate limit counts: the signed-in user for their writes, otherwise the client's address,
// which X-Forwarded-For may name only when it comes from a configured proxy (TRUST_PROXY).

const inquiry = {
  name: 'Dana',
  email: 'dana@example.com',
  inquiryType: 'bug',
  message: 'The map does not load.',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Contact inquiries from `remoteAddress`, each claiming another address; their statuses. */
async function contactWithInventedAddresses(app: TestApp, remoteAddress: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.request({
      method: 'POST',
      url: '/api/email',
      payload: inquiry,
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('trusts no forwarded header by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each(['proxy.example', '10.0.0.0/40', '1.2.3.4/8/1'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY: "${value}"`);
  });

  it('ignores X-Forwarded-For by default: invented addresses share the sender’s bucket', async () => {
    t = await createTestApp({ rateLimits: { contact: 3 } });
    const statuses = await contactWithInventedAddresses(t, '127.0.0.1', 5);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });

  it('ignores X-Forwarded-For from an address that is not a configured proxy', async () => {
    t = await createTestApp({ rateLimits: { contact: 3 }, env: { TRUST_PROXY: 'loopback' } });
    const statuses = await contactWithInventedAddresses(t, '198.51.100.20', 5);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });

  it('counts each client behind a configured proxy on its own', async () => {
    t = await createTestApp({ rateLimits: { contact: 3 }, env: { TRUST_PROXY: 'loopback' } });
    const statuses = await contactWithInventedAddresses(t, '127.0.0.1', 5);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
  });
});

describe('signed-in writes are limited per user', () => {
  it('gives two users behind one address a bucket each', async () => {
    t = await createTestApp({ rateLimits: { writes: 2 } });
    const ask = (as: typeof ALICE) =>
      t!.request({
        method: 'POST',
        url: '/api/user/profile-picture',
        payload: { contentType: 'image/png' },
        as,
        remoteAddress: '198.51.100.30',
      });
    const alice = [];
    for (let i = 0; i < 3; i++) alice.push((await ask(ALICE)).statusCode);
    expect(alice).toEqual([200, 200, 429]);
    // Same address, another user: a full bucket of their own.
    expect((await ask(BOB)).statusCode).toBe(200);
    expect((await ask(BOB)).statusCode).toBe(200);
    expect((await ask(BOB)).statusCode).toBe(429);
  });

  it('follows the user across addresses', async () => {
    t = await createTestApp({ rateLimits: { writes: 2 } });
    const statuses = [];
    for (const remoteAddress of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/user/profile-picture',
        payload: { contentType: 'image/png' },
        as: ALICE,
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
