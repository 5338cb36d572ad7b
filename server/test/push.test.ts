import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, pushPayloadSchema, type PushPayload } from 'shared-api/schemas';
import {
  startPushTestService,
  type PushTestClient,
  type PushTestSubscription,
} from '../../scripts/lib/push-test-service.mjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { runPushOutbox } from '../src/push/push.sender';
import { freePort, startPushProxy } from './helpers/push-proxy';
import { ALICE, createTestApp, type TestApp } from './helpers/test-app';
import { testVerifier, type TestUser } from './helpers/test-verifier';

// Web Push end to end: subscriptions from a real mock push service (web-push-testing, its own
// process), which checks our VAPID token and decrypts each push; a proxy in front of it plays a
// failing push service. The sender is driven directly (`runPushOutbox(deps, now)`), no timers.
const HOUR = 3600_000;
let push: PushTestClient & { stop(): Promise<void> };
let proxy: Awaited<ReturnType<typeof startPushProxy>>;
let t: TestApp;
let publicKey: string;

beforeAll(async () => {
  push = await startPushTestService({ port: await freePort() });
  proxy = await startPushProxy(push.origin);
  t = await createTestApp({
    env: { PUSH_TEST_ORIGINS: `${push.origin},${proxy.origin}` },
    rateLimits: { writes: 10_000, messages: 10_000 },
  });
  publicKey = (await t.request({ method: 'GET', url: '/api/push/public-key' })).json<{
    publicKey: string;
  }>().publicKey;
}, 30_000);
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await push?.stop();
});

const run = (at = Date.now(), app: FastifyInstance = t.app) =>
  runPushOutbox(app.ctx.push, new Date(at));
let n = 0;
const user = (): TestUser => {
  n++;
  return { uid: `push-${n}`, email: `push${n}@example.com`, name: `Pat Pusher ${n}` };
};
const subscribe = (as: TestUser | undefined, body: unknown) =>
  t.request({ method: 'POST', url: '/api/user/push-subscriptions', as, payload: body as object });
const unsubscribe = (as: TestUser | undefined, endpoint: string) =>
  t.request({ method: 'DELETE', url: '/api/user/push-subscriptions', as, payload: { endpoint } });
/** A subscription the push service issued, as the browser's `toJSON()` gives it. */
async function browser(via?: { origin: string }) {
  const sub = await push.subscribe(publicKey);
  return via ? { ...sub, endpoint: sub.endpoint.replace(push.origin, via.origin) } : sub;
}
const json = ({ clientHash: _hash, ...sub }: PushTestSubscription) => sub;
async function subscribed(as: TestUser, via?: { origin: string }) {
  const sub = await browser(via);
  expect((await subscribe(as, json(sub))).statusCode).toBe(201);
  return sub;
}
const received = async (sub: PushTestSubscription): Promise<PushPayload[]> =>
  (await push.notifications(sub.clientHash)).map((m) => pushPayloadSchema.parse(JSON.parse(m)));

/** `from` writes `content` to `to` about a listing of `to`'s (a new conversation each time). */
async function message(from: TestUser, to: TestUser, content: string, title = 'Room on Mills St') {
  const { id } = await t.createListing(to, { title });
  const started = await t.request({
    method: 'POST',
    url: `/api/listings/${id}/conversation`,
    as: from,
  });
  const conversation = started.json<{ conversationID: number }>().conversationID;
  const res = await t.request({
    method: 'POST',
    url: `/api/conversations/${conversation}/reply`,
    as: from,
    payload: { content },
  });
  expect(res.statusCode).toBe(201);
  return conversation;
}

const goodKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
};
const body = (over: Record<string, unknown> = {}) => ({
  endpoint: `https://push.example.test/send/${randomBytes(8).toString('hex')}`,
  expirationTime: null,
  keys: goodKeys(),
  ...over,
});

describe('GET /push/public-key', () => {
  it('answers the VAPID public key, public and briefly cacheable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('is the same after a restart on the same DATA_DIR (kept in vapid.json)', async () => {
    const again = await buildApp({
      config: t.config,
      verifier: testVerifier(),
      pgSchema: t.pgSchema,
    });
    try {
      const res = await again.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(res.json()).toEqual({ publicKey });
    } finally {
      await again.close();
    }
  });

  it('comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (over vapid.json)', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const key = ecdh.getPublicKey().toString('base64url');
    const { push: fromEnv } = loadConfig({
      VAPID_PUBLIC_KEY: key,
      VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url').padStart(43, 'A'),
      VAPID_SUBJECT: 'mailto:ops@subleases.example',
    });
    const other = await buildApp({
      config: { ...t.config, push: fromEnv },
      verifier: testVerifier(),
      pgSchema: t.pgSchema,
    });
    try {
      const res = await other.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(res.json()).toEqual({ publicKey: key });
    } finally {
      await other.close();
    }
  });

  it('refuses half a key pair and a bad subject at start-up', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      'must be mailto:address or an https: URL',
    );
    expect(() => loadConfig({ PUSH_TEST_ORIGINS: 'https://push.example' })).toThrow(
      'is not an origin like http://localhost:8090',
    );
  });
});

describe('POST / DELETE /user/push-subscriptions', () => {
  it('needs a session', async () => {
    expect((await subscribe(undefined, body())).statusCode).toBe(401);
    expect((await unsubscribe(undefined, 'https://push.example.test/x')).statusCode).toBe(401);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example.test/x' }, PUSH_MESSAGES.endpoint],
    ['no endpoint', { endpoint: undefined }, PUSH_MESSAGES.endpoint],
    ['not a URL', { endpoint: 'push service' }, PUSH_MESSAGES.endpoint],
    [
      'an endpoint over 2048 characters',
      { endpoint: `https://push.example.test/${'a'.repeat(2030)}` },
      PUSH_MESSAGES.endpoint,
    ],
    ['no keys', { keys: undefined }, PUSH_MESSAGES.p256dh],
    [
      'a compressed key (33 bytes)',
      { keys: { ...goodKeys(), p256dh: Buffer.alloc(33, 2).toString('base64url') } },
      PUSH_MESSAGES.p256dh,
    ],
    [
      '65 bytes not starting 0x04',
      { keys: { ...goodKeys(), p256dh: Buffer.alloc(65, 5).toString('base64url') } },
      PUSH_MESSAGES.p256dh,
    ],
    [
      '65 bytes that are not a point of the curve',
      {
        keys: {
          ...goodKeys(),
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
        },
      },
      PUSH_MESSAGES.p256dh,
    ],
    [
      'an auth secret of 12 bytes',
      { keys: { ...goodKeys(), auth: randomBytes(12).toString('base64url') } },
      PUSH_MESSAGES.auth,
    ],
    ['a text expirationTime', { expirationTime: 'soon' }, PUSH_MESSAGES.expirationTime],
  ])('refuses %s with 400', async (_name, over, error) => {
    const res = await subscribe(user(), body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
  });

  it('201 for a new endpoint, 200 for the same again; padded keys are accepted', async () => {
    const u = user();
    const b = body({ expirationTime: Date.now() + HOUR });
    const first = await subscribe(u, b);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ endpoint: b.endpoint });
    const padded = { ...b, keys: { p256dh: `${b.keys.p256dh}=`, auth: `${b.keys.auth}==` } };
    const again = await subscribe(u, padded);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ endpoint: b.endpoint });
  });

  it('moves an endpoint to whoever subscribed it last', async () => {
    const [bob, carol] = [user(), user()];
    const sub = await subscribed(bob);
    expect((await subscribe(carol, json(sub))).statusCode).toBe(200);
    await message(ALICE, bob, 'For Bob');
    await message(ALICE, carol, 'For Carol');
    await run();
    expect((await received(sub)).map((p) => p.body)).toEqual(['Room on Mills St: For Carol']);
  });

  it('keeps 5 per user: a 6th replaces the least recently used', async () => {
    const u = user();
    const subs = [];
    for (let i = 0; i < 6; i++) subs.push(await subscribed(u));
    await message(ALICE, u, 'Hello all devices');
    await run();
    const counts = await Promise.all(subs.map(async (s) => (await received(s)).length));
    expect(counts).toEqual([0, 1, 1, 1, 1, 1]);
  });

  it('DELETE removes only the caller’s own, and again is still 204', async () => {
    const [bob, carol] = [user(), user()];
    const sub = await subscribed(bob);
    expect((await unsubscribe(carol, sub.endpoint)).statusCode).toBe(204);
    await message(ALICE, bob, 'Still subscribed');
    await run();
    expect(await received(sub)).toHaveLength(1);
    expect((await unsubscribe(bob, sub.endpoint)).statusCode).toBe(204);
    expect((await unsubscribe(bob, sub.endpoint)).statusCode).toBe(204);
    await message(ALICE, bob, 'Unsubscribed now');
    await run();
    expect(await received(sub)).toHaveLength(1);
  });

  it('DELETE refuses a body without an endpoint', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: '/api/user/push-subscriptions',
      as: user(),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PUSH_MESSAGES.endpoint });
  });
});

describe('pushes', () => {
  it('a new message: one push to each of the recipient’s subscriptions, not to the sender', async () => {
    const [bob, sender] = [user(), user()];
    const phone = await subscribed(bob);
    const laptop = await subscribed(bob);
    const own = await subscribed(sender);
    const long = `Hi! ${'Is the room still free in August? '.repeat(6)}`;
    const conversation = await message(sender, bob, long, 'Sunny room by the lake');
    expect(await run()).toMatchObject({ sent: 2 });
    const expected: PushPayload = {
      type: 'message',
      title: sender.name ?? '',
      body: `Sunny room by the lake: ${long.replace(/\s+/g, ' ').trim().slice(0, 119)}…`,
      url: `/messages/${conversation}`,
      tag: `conversation-${conversation}`,
    };
    expect(await received(phone)).toEqual([expected]);
    expect(await received(laptop)).toEqual([expected]);
    expect(await received(own)).toEqual([]);
    expect(await run()).toMatchObject({ sent: 0 });
  });

  it('a new listing matching saved searches: one push per search, with its new count', async () => {
    const u = user();
    const sub = await subscribed(u);
    const save = async (name: string, query: string) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/user/saved-searches',
          as: u,
          payload: { name, query },
        })
      ).json<{ id: number }>().id;
    const fall = await save('Fall rooms', 'term=Fall');
    const cheap = await save('Under $2,000', 'maxPrice=2000');
    await save('Summer', 'term=Summer');
    await t.createListing(ALICE, { title: 'First fall room', term: 'Fall', rent: 900 });
    await new Promise((r) => setTimeout(r, 50)); // announced after the commit, off the request
    await run();
    await t.createListing(ALICE, { title: 'Second fall room', term: 'Fall', rent: 950 });
    await new Promise((r) => setTimeout(r, 50));
    await run();
    const got = await received(sub);
    expect(got).toHaveLength(4);
    expect(got.slice(2)).toEqual(
      expect.arrayContaining([
        {
          type: 'saved-search',
          title: 'New listings for Fall rooms',
          body: '2 new listings match your saved search',
          url: `/listings?term=Fall&search=${fall}`,
          tag: `saved-search-${fall}`,
        },
        {
          type: 'saved-search',
          title: 'New listings for Under $2,000',
          body: '2 new listings match your saved search',
          url: `/listings?maxPrice=2000&search=${cheap}`,
          tag: `saved-search-${cheap}`,
        },
      ]),
    );
    expect(got[0]?.body).toBe('1 new listing matches your saved search');
    // The other tests' listings would match too.
    expect((await unsubscribe(u, sub.endpoint)).statusCode).toBe(204);
  });

  it('push service refusing connections: retried later, delivered once', async () => {
    const u = user();
    const sub = await subscribed(u, proxy);
    await proxy.set('refuse');
    await message(ALICE, u, 'While it was down');
    expect(await run()).toMatchObject({ sent: 0, retried: 1 });
    await proxy.set('pass');
    expect(await run()).toMatchObject({ sent: 0 }); // not due yet: backoff
    expect(await run(Date.now() + HOUR)).toMatchObject({ sent: 1 });
    expect(await run(Date.now() + 2 * HOUR)).toMatchObject({ sent: 0 });
    expect((await received(sub)).map((p) => p.body)).toEqual([
      'Room on Mills St: While it was down',
    ]);
  });

  it('push service answering 503 (and 429): retried with backoff, delivered once', async () => {
    const u = user();
    const sub = await subscribed(u, proxy);
    await proxy.set(503);
    await message(ALICE, u, 'Busy service');
    expect(await run()).toMatchObject({ retried: 1 });
    await proxy.set(429);
    expect(await run(Date.now() + HOUR)).toMatchObject({ retried: 1 });
    await proxy.set('pass');
    expect(await run(Date.now() + 3 * HOUR)).toMatchObject({ sent: 1 });
    expect(await received(sub)).toHaveLength(1);
  });

  it('gives up after 24 h of failures', async () => {
    const u = user();
    const sub = await subscribed(u, proxy);
    await proxy.set(503);
    await message(ALICE, u, 'Never arrives');
    expect(await run()).toMatchObject({ retried: 1 });
    expect(await run(Date.now() + 25 * HOUR)).toMatchObject({ dropped: 1 });
    await proxy.set('pass');
    expect(await run(Date.now() + 26 * HOUR)).toMatchObject({ sent: 0 });
    expect(await received(sub)).toEqual([]);
  });

  it('400 from the push service: the push is dropped, the subscription kept', async () => {
    const u = user();
    const sub = await subscribed(u, proxy);
    await proxy.set(400);
    await message(ALICE, u, 'Refused');
    expect(await run()).toMatchObject({ dropped: 1 });
    await proxy.set('pass');
    await message(ALICE, u, 'Accepted');
    expect(await run(Date.now() + HOUR)).toMatchObject({ sent: 1 });
    expect((await received(sub)).map((p) => p.body)).toEqual(['Room on Mills St: Accepted']);
  });

  it('410 (expired subscription): the subscription is removed', async () => {
    const u = user();
    const sub = await subscribed(u);
    await push.expire(sub.clientHash);
    await message(ALICE, u, 'To an expired subscription');
    expect(await run()).toMatchObject({ removed: 1 });
    await message(ALICE, u, 'Nothing queued now');
    expect(await run()).toMatchObject({ sent: 0, removed: 0, retried: 0 });
    // Subscribing again makes it new (201): the old row is gone.
    expect((await subscribe(u, body())).statusCode).toBe(201);
  });

  it('overlapping runs send each push once', async () => {
    const u = user();
    const sub = await subscribed(u);
    for (let i = 0; i < 5; i++) await message(ALICE, u, `Message ${i}`);
    await Promise.all([run(), run(), run()]);
    expect(await received(sub)).toHaveLength(5);
  });
});

// Several instances on one database exist only with PostgreSQL (one process owns a SQLite file).
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, verifier: testVerifier(), pgSchema: t.pgSchema });
  });
  afterAll(async () => other?.close());

  it('send each push once, however their runs interleave', async () => {
    const u = user();
    const sub = await subscribed(u);
    for (let i = 0; i < 6; i++) await message(ALICE, u, `Raced ${i}`);
    await Promise.all([run(), run(Date.now(), other), run(), run(Date.now(), other)]);
    const got = await received(sub);
    expect(got).toHaveLength(6);
    expect(new Set(got.map((p) => p.body)).size).toBe(6);
  });
});
