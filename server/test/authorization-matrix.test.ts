import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { validListing } from './helpers/fixtures';
import type { TestUser } from './helpers/test-verifier';

/**
 * Every protected call × anonymous / another user / the owner or a participant. Alice owns the
 * listing, Bob asked about it (the conversation's participants are Alice and Bob), Carol is anyone.
 */
let t: TestApp;
let listingId: number;
let conversationId: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  listingId = (await t.createListing(ALICE, { title: 'Matrix listing title' })).id;
  const res = await t.request({
    method: 'POST',
    url: `/api/listings/${listingId}/conversation`,
    as: BOB,
  });
  conversationId = res.json<{ conversationID: number }>().conversationID;
  await t.request({
    method: 'POST',
    url: `/api/conversations/${conversationId}/reply`,
    as: BOB,
    payload: { content: 'first' },
  });
});

type Who = 'anonymous' | 'other' | 'owner' | 'participant' | 'lister';
const users: Record<Exclude<Who, 'anonymous'>, TestUser> = {
  other: CAROL,
  owner: ALICE,
  participant: BOB,
  lister: ALICE,
};

interface Call {
  name: string;
  send(as: TestUser | undefined): ReturnType<TestApp['request']>;
  expect: Partial<Record<Who, number>>;
  /** What must still hold after a refused call. */
  unchanged?: () => Promise<void>;
}

const listingTitle = async () =>
  (await t.request({ method: 'GET', url: `/api/listings/${listingId}/details` })).json<{
    title: string;
  }>().title;
const messageCount = async () =>
  (
    await t.request({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
      as: BOB,
    })
  ).json<unknown[]>().length;
const visibleToBob = async () =>
  (await t.request({ method: 'GET', url: '/api/user/conversations', as: BOB }))
    .json<Array<{ conversationID: number }>>()
    .some((c) => c.conversationID === conversationId);

const calls: Call[] = [
  {
    name: 'PUT /listing',
    send: (as) =>
      t.request({
        method: 'PUT',
        url: '/api/listing',
        as,
        ...multipart([
          {
            name: 'listing',
            value: JSON.stringify(validListing({ listingID: listingId, title: 'Changed title' })),
          },
        ]),
      }),
    expect: { anonymous: 401, other: 403, participant: 403, owner: 200 },
    unchanged: async () => expect(await listingTitle()).toBe('Matrix listing title'),
  },
  {
    name: 'DELETE /listings/{id}',
    send: (as) => t.request({ method: 'DELETE', url: `/api/listings/${listingId}`, as }),
    expect: { anonymous: 401, other: 403, participant: 403, owner: 204 },
    unchanged: async () => expect(await listingTitle()).toBe('Matrix listing title'),
  },
  {
    name: 'GET /conversations/{id}/messages',
    send: (as) =>
      t.request({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, as }),
    expect: { anonymous: 401, other: 403, participant: 200, lister: 200 },
  },
  {
    name: 'POST /conversations/{id}/reply',
    send: (as) =>
      t.request({
        method: 'POST',
        url: `/api/conversations/${conversationId}/reply`,
        as,
        payload: { content: 'hi' },
      }),
    expect: { anonymous: 401, other: 403, participant: 201, lister: 201 },
    unchanged: async () => expect(await messageCount()).toBe(1),
  },
  {
    name: 'DELETE /conversations/{id}',
    send: (as) => t.request({ method: 'DELETE', url: `/api/conversations/${conversationId}`, as }),
    expect: { anonymous: 401, other: 403, participant: 204, lister: 204 },
    unchanged: async () => expect(await visibleToBob()).toBe(true),
  },
  {
    name: 'POST /listings/{id}/conversation',
    send: (as) => t.request({ method: 'POST', url: `/api/listings/${listingId}/conversation`, as }),
    expect: { anonymous: 401, owner: 400, other: 200, participant: 200 },
  },
  ...(
    [
      ['GET', '/api/user', undefined, 200],
      ['PUT', '/api/user', { name: 'Someone', email: 'x@example.com' }, 200],
      ['POST', '/api/user/profile-picture', { contentType: 'image/png' }, 200],
      ['GET', '/api/user/listings', undefined, 200],
      ['GET', '/api/user/reports', undefined, 200],
      ['GET', '/api/user/saved-listings', undefined, 200],
      ['GET', '/api/user/conversations', undefined, 200],
    ] as const
  ).map(([method, url, payload, ok]): Call => ({
    name: `${method} ${url}`,
    send: (as) => t.request({ method, url, as, ...(payload ? { payload } : {}) }),
    expect: { anonymous: 401, other: ok, owner: ok },
  })),
  {
    name: 'POST /listing',
    send: (as) =>
      t.request({
        method: 'POST',
        url: '/api/listing',
        as,
        ...multipart([
          { name: 'listing', value: JSON.stringify(validListing()) },
          { name: 'images', value: 'a.jpg' },
        ]),
      }),
    expect: { anonymous: 401, other: 200 },
  },
  {
    name: 'POST /saved-listings/{id}',
    send: (as) =>
      t.request({ method: 'POST', url: `/api/saved-listings/${listingId}`, as, payload: {} }),
    expect: { anonymous: 401, other: 201 },
  },
  {
    name: 'DELETE /saved-listings/{id}',
    send: (as) => t.request({ method: 'DELETE', url: `/api/saved-listings/${listingId}`, as }),
    expect: { anonymous: 401, other: 204 },
  },
  {
    name: 'POST /listings/{id}/reports',
    send: (as) =>
      t.request({
        method: 'POST',
        url: `/api/listings/${listingId}/reports`,
        as,
        payload: { reason: 'scam' },
      }),
    // Anyone signed in but the owner; nobody learns who else reported it.
    expect: { anonymous: 401, owner: 400, other: 201, participant: 201 },
  },
];

describe.each(calls)('$name', (call) => {
  it.each(Object.entries(call.expect) as Array<[Who, number]>)(
    'as %s → %i',
    async (who, status) => {
      const res = await call.send(who === 'anonymous' ? undefined : users[who]);
      expect(res.statusCode).toBe(status);
      if (status >= 400) {
        expect(res.json<{ error: string }>().error).toEqual(expect.any(String));
        if (status === 401) expect(res.json()).toMatchObject({ error: 'User not authenticated' });
        await call.unchanged?.();
      }
    },
  );
});
