import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LIVE_MESSAGES } from 'shared-api/schemas';
import { buildApp } from '../src/app';
import { openStream, type OpenStream } from './helpers/event-stream';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import { testVerifier, tokenFor, type TestUser } from './helpers/test-verifier';

// GET /api/events (docs/decisions/0029-live-events.md) over real HTTP, on SQLite (in-process bus)
// and, under test:postgres, PostgreSQL (LISTEN/NOTIFY) — including two instances on one database.
const PER_USER = 2;
const HEARTBEAT_MS = 150;
let t: TestApp;
let base: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ streamLimits: { perUser: PER_USER, heartbeatMs: HEARTBEAT_MS } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
});

async function stream(as: TestUser, origin = base) {
  const s = await openStream(`${origin}/api/events`, tokenFor(as));
  opened.push(s);
  return s;
}

async function conversation(lister: TestUser, requester: TestUser) {
  const { id: listingId } = await t.createListing(lister);
  const res = await t.request({
    method: 'POST',
    url: `/api/listings/${listingId}/conversation`,
    as: requester,
  });
  return res.json<{ conversationID: number }>().conversationID;
}

const reply = (id: number, as: TestUser, content = 'Hello') =>
  t.request({ method: 'POST', url: `/api/conversations/${id}/reply`, as, payload: { content } });

describe('GET /api/events', () => {
  it('needs a signed-in caller (header, as every call), and answers 401 JSON otherwise', async () => {
    const none = await openStream(`${base}/api/events`);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toMatchObject({ error: 'User not authenticated' });
    const inUrl = await openStream(`${base}/api/events?token=${tokenFor(BOB)}`);
    expect(inUrl.status).toBe(401);
  });

  it('is an unbuffered, uncached event stream that starts with ready and sends heartbeats', async () => {
    // The heartbeat is the route's own interval: a fake one, moved by the test instead of a sleep.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const s = await stream(CAROL);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('cache-control')).toBe('private, no-cache, no-transform');
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(await s.next('ready')).toEqual({ heartbeatMs: HEARTBEAT_MS });
    expect(s.comments).toBe(0);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await s.heartbeats(1);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    await s.heartbeats(3);
    expect(s.comments).toBe(3);
    s.close();
  });

  it('tells both participants of a new message, and no one else', async () => {
    const id = await conversation(ALICE, BOB);
    const [alice, bob, carol] = [await stream(ALICE), await stream(BOB), await stream(CAROL)];
    await Promise.all([alice.next('ready'), bob.next('ready'), carol.next('ready')]);
    const send = () =>
      t.request({
        method: 'POST',
        url: `/api/conversations/${id}/reply`,
        as: BOB,
        payload: { content: 'Hello', clientMessageId: 'live-once' },
      });
    expect((await send()).statusCode).toBe(201);
    expect(await alice.next('message')).toEqual({ conversationId: id });
    expect(await bob.next('message')).toEqual({ conversationId: id });
    // A retried clientMessageId stores nothing new and announces nothing.
    expect((await send()).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 200));
    expect([...alice.events, ...bob.events, ...carol.events]).toEqual([]);
    for (const s of [alice, bob, carol]) s.close();
  });

  it('tells the reader when their unread counts change, and a hider when it is hidden', async () => {
    const id = await conversation(ALICE, BOB);
    const alice = await stream(ALICE);
    await alice.next('ready');
    await reply(id, BOB);
    await alice.next('message');
    await t.request({ method: 'POST', url: `/api/conversations/${id}/read`, as: ALICE });
    expect(await alice.next('unread')).toEqual({});
    // Nothing changed the second time: no event.
    await t.request({ method: 'POST', url: `/api/conversations/${id}/read`, as: ALICE });
    await t.request({ method: 'DELETE', url: `/api/conversations/${id}`, as: ALICE });
    expect(await alice.next('hidden')).toEqual({ conversationId: id });
    expect(alice.events).toEqual([]);
    alice.close();
  });

  it('refuses more streams per user than its limit (429) and frees a slot when one closes', async () => {
    const held = [await stream(BOB), await stream(BOB)];
    await Promise.all(held.map((s) => s.next('ready')));
    const refused = await openStream(`${base}/api/events`, tokenFor(BOB));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(JSON.parse(refused.body)).toMatchObject({ error: LIVE_MESSAGES.tooManyStreams });
    // Another user is not counted against Bob.
    const carol = await stream(CAROL);
    expect(carol.status).toBe(200);
    carol.close();
    held[0]?.close();
    await expect
      .poll(async () => {
        const again = await openStream(`${base}/api/events`, tokenFor(BOB));
        again.close();
        return again.status;
      })
      .toBe(200);
    held[1]?.close();
  });

  it('ends a stream when the token that opened it expires', async () => {
    const s = await openStream(`${base}/api/events`, tokenFor(CAROL, 1));
    opened.push(s);
    expect(s.status).toBe(200);
    await s.next('ready');
    const started = Date.now();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('an instance with room for two streams in all', () => {
  it('answers 503 with Retry-After beyond it, and ends its streams when it closes', async () => {
    const small = await buildApp({
      config: { ...t.config, liveStreamsMax: 2 },
      verifier: testVerifier(),
      pgSchema: t.pgSchema,
    });
    try {
      const origin = await small.listen({ port: 0, host: '127.0.0.1' });
      const held = [await stream(ALICE, origin), await stream(BOB, origin)];
      await Promise.all(held.map((s) => s.next('ready')));
      const refused = await openStream(`${origin}/api/events`, tokenFor(CAROL));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(JSON.parse(refused.body)).toMatchObject({ error: LIVE_MESSAGES.serverFull });
    } finally {
      await small.close();
    }
    // close() did not wait for the open streams: it ended them.
    await Promise.all(opened.slice(-2).map((s) => s.ended));
  });
});

// Two instances share events only through PostgreSQL (on SQLite one process owns the database).
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp({ config: t.config, verifier: testVerifier(), pgSchema: t.pgSchema });
  });
  afterAll(async () => other?.close());

  it('deliver a message stored through one to a stream opened on the other', async () => {
    const origin = await other.listen({ port: 0, host: '127.0.0.1' });
    const id = await conversation(ALICE, BOB);
    const onOther = await stream(ALICE, origin);
    const onThis = await stream(BOB);
    await Promise.all([onOther.next('ready'), onThis.next('ready')]);
    expect((await reply(id, BOB)).statusCode).toBe(201); // stored through instance t
    expect(await onOther.next('message')).toEqual({ conversationId: id });
    expect(await onThis.next('message')).toEqual({ conversationId: id });
    const res = await other.inject({
      method: 'POST',
      url: `/api/conversations/${id}/reply`,
      headers: { authorization: `Bearer ${tokenFor(ALICE)}` },
      payload: { content: 'from the other instance' },
    });
    expect(res.statusCode).toBe(201);
    expect(await onThis.next('message')).toEqual({ conversationId: id });
    onOther.close();
    onThis.close();
  });

  it('reconnect a lost listener and tell its streams to refetch what they may have missed', async () => {
    const id = await conversation(ALICE, BOB);
    const s = await stream(ALICE);
    await s.next('ready');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // Both instances' listeners of this schema's channel die (as in a database restart).
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`,
        [`LISTEN sublease_events_${t.pgSchema}`],
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    expect(await s.next('resync', 5000)).toEqual({});
    await reply(id, BOB);
    expect(await s.next('message')).toEqual({ conversationId: id });
    s.close();
  });
});
