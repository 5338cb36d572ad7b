import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, type ListingDto } from 'shared-api/schemas';
import { buildApp } from '../src/app';
import { PNG_1X1, validListing } from './helpers/fixtures';
import { listingForm, multipart } from './helpers/multipart';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import { testVerifier, tokenFor, type TestUser } from './helpers/test-verifier';

// Two API instances on one database (PostgreSQL under test:postgres, one SQLite file otherwise),
// as `pnpm start --scale 2` runs them: whatever a client does on one is seen and counted by the
// other. The counters run on the database store here in both dialects (the default on PostgreSQL).
const MESSAGES_PER_MINUTE = 4;
const LISTINGS_PER_DAY = 5;
let a: TestApp;
let b: FastifyInstance;

beforeAll(async () => {
  const shared = {
    rateLimitStore: 'database' as const,
    rateLimits: { messages: MESSAGES_PER_MINUTE, contact: 2 },
    caps: { listingsPerDay: LISTINGS_PER_DAY, conversationsPerHour: 100, pictureSlotsPerHour: 100 },
  };
  a = await createTestApp(shared);
  b = await buildApp({
    config: a.config,
    verifier: testVerifier(),
    pgSchema: a.pgSchema,
    ...shared,
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const onB = ({ as, headers, ...opts }: InjectOptions & { as?: TestUser }) =>
  b.inject({
    ...opts,
    headers: { ...(as ? { authorization: `Bearer ${tokenFor(as)}` } : {}), ...headers },
  });
/** Alternates instances, as the proxy's round robin does. */
const instance = (i: number) => (i % 2 === 0 ? a.request : onB);

describe('two instances on one database', () => {
  it('count one rate limit: a client spread over both gets the limit once, not twice', async () => {
    const { id: listingId } = await a.createListing(ALICE);
    const start = await onB({
      method: 'POST',
      url: `/api/listings/${listingId}/conversation`,
      as: BOB,
    });
    const id = start.json<{ conversationID: number }>().conversationID;
    const statuses: number[] = [];
    for (let i = 0; i < MESSAGES_PER_MINUTE + 2; i++) {
      const res = await instance(i)({
        method: 'POST',
        url: `/api/conversations/${id}/reply`,
        as: BOB,
        payload: { content: `hello ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another user has a counter of their own.
    const other = await onB({
      method: 'POST',
      url: `/api/conversations/${id}/reply`,
      as: ALICE,
      payload: { content: 'still fine' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('count one per-user cap: listings a day across both instances', async () => {
    const create = (i: number) =>
      instance(i)({
        method: 'POST',
        url: '/api/listing',
        as: CAROL,
        ...multipart(listingForm(validListing(), ['a.jpg'])),
      });
    const statuses: number[] = [];
    for (let i = 0; i < LISTINGS_PER_DAY + 1; i++) statuses.push((await create(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await create(0)).json()).toMatchObject({ error: LIMIT_MESSAGES.tooManyListings });
  });

  it('share upload links: handed out by one, used on the other, single-use on both', async () => {
    const { id, uploadUrls } = await a.createListing(ALICE, {}, ['front.png']);
    const url = uploadUrls[0] ?? '';
    expect((await onB({ method: 'PUT', url, payload: PNG_1X1 })).statusCode).toBe(200);
    const again = await a.request({ method: 'PUT', url, payload: PNG_1X1 });
    expect(again.statusCode).toBe(409);
    const dto = (
      await a.request({ method: 'GET', url: `/api/listings/${id}/details` })
    ).json<ListingDto>();
    expect(
      (await a.request({ method: 'GET', url: dto.preSignedGetUrls[0] ?? '' })).statusCode,
    ).toBe(200);
    expect((await onB({ method: 'GET', url: dto.preSignedGetUrls[0] ?? '' })).statusCode).toBe(200);
  });

  it('agree on the public list: a listing created on one is in the other’s cached list', async () => {
    const titles = async (get: typeof onB) =>
      (await get({ method: 'GET', url: '/api/listings' })).json<ListingDto[]>().map((l) => l.title);
    const before = await titles(onB); // B builds and caches its list
    await a.createListing(ALICE, { title: 'Made on instance A' });
    expect(before).not.toContain('Made on instance A');
    expect(await titles(onB)).toContain('Made on instance A');
  });

  it('agree on reports: the third reporter on A takes the listing out of B’s cached list', async () => {
    const { id } = await a.createListing(ALICE, { title: 'Reported across instances' });
    const listed = async () =>
      (await onB({ method: 'GET', url: '/api/listings' }))
        .json<ListingDto[]>()
        .some((l) => l.listingID === id);
    expect(await listed()).toBe(true); // B caches a list that holds it
    for (const [i, who] of [BOB, CAROL, { uid: 'dave-uid', email: 'dave@example.com' }].entries()) {
      const res = await instance(i)({
        method: 'POST',
        url: `/api/listings/${id}/reports`,
        as: who,
        payload: { reason: 'scam' },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await listed()).toBe(false);
  });

  it('agree on the message poll and keep a retried clientMessageId single', async () => {
    const { id: listingId } = await a.createListing(ALICE);
    const id = (
      await a.request({ method: 'POST', url: `/api/listings/${listingId}/conversation`, as: CAROL })
    ).json<{ conversationID: number }>().conversationID;
    const poll = (get: typeof onB) =>
      get({ method: 'GET', url: `/api/conversations/${id}/messages`, as: ALICE });
    const empty = await poll(onB);
    expect(empty.json()).toEqual([]);
    const send = (post: typeof onB) =>
      post({
        method: 'POST',
        url: `/api/conversations/${id}/reply`,
        as: CAROL,
        payload: { content: 'Is it still free?', clientMessageId: 'retry-across-instances' },
      });
    const first = await send(a.request);
    // The proxy retried on the other instance (the first answer was lost on the way back).
    const retry = await send(onB);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const revalidated = await poll((o) =>
      onB({ ...o, headers: { 'if-none-match': String(empty.headers.etag) } }),
    );
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json<{ content: string }[]>().map((m) => m.content)).toEqual([
      'Is it still free?',
    ]);
  });
});
