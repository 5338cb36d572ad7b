import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationListSchema, messageListSchema } from 'shared-api/schemas';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';
import { tokenFor } from './helpers/test-verifier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type User = typeof ALICE;
const start = async (as: User, listingId: number) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/listings/${listingId}/conversation`,
    as,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ conversationID: number }>().conversationID;
};
const send = (as: User, id: number, content: string, clientMessageId?: string) =>
  t.request({
    method: 'POST',
    url: `/api/conversations/${id}/reply`,
    as,
    payload: { content, clientMessageId },
  });
const conversations = async (as: User) =>
  conversationListSchema.parse(
    (await t.request({ method: 'GET', url: '/api/user/conversations', as })).json(),
  );
const messages = async (as: User, id: number) => {
  const res = await t.request({ method: 'GET', url: `/api/conversations/${id}/messages`, as });
  expect(res.statusCode).toBe(200);
  return messageListSchema.parse(res.json());
};
const markRead = async (as: User, id: number, upTo?: number) => {
  const res = await t.request({
    method: 'POST',
    url: `/api/conversations/${id}/read`,
    as,
    ...(upTo === undefined ? {} : { payload: { upTo } }),
  });
  expect(res.statusCode).toBe(204);
};
const unreadOf = async (as: User, id: number) =>
  (await conversations(as)).find((c) => c.conversationID === id)?.unreadCount;

describe('starting a conversation', () => {
  it('answers the same conversation for the same listing and requester', async () => {
    const { id } = await t.createListing(ALICE, { title: 'Room to talk about' });
    const a = await start(BOB, id);
    expect(await start(BOB, id)).toBe(a);
    expect(await start(CAROL, id)).not.toBe(a);
  });

  it('shows the new thread to the requester at once, to the lister only after a first message', async () => {
    const { id: listingId } = await t.createListing(ALICE, { title: 'Quiet studio' });
    const id = await start(BOB, listingId);
    expect((await conversations(BOB)).map((c) => c.conversationID)).toContain(id);
    expect((await conversations(ALICE)).map((c) => c.conversationID)).not.toContain(id);
    await send(BOB, id, 'Is the studio still free?');
    expect((await conversations(ALICE)).find((c) => c.conversationID === id)).toMatchObject({
      lastMessageContent: 'Is the studio still free?',
      unreadCount: 1,
    });
  });

  it("refuses one's own listing with the contract's text", async () => {
    const { id } = await t.createListing(ALICE);
    const res = await t.request({
      method: 'POST',
      url: `/api/listings/${id}/conversation`,
      as: ALICE,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'You cannot start a conversation with yourself about your own listing',
    });
  });

  it('answers 404 Listing not found for an unknown listing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/listings/77777/conversation',
      as: BOB,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Listing not found' });
  });
});

describe('messages', () => {
  it('stores replies, lists them oldest first with sender fields, and counts unread for the other side', async () => {
    const { id: listingId } = await t.createListing(ALICE, { title: 'Chatty apartment' });
    const id = await start(BOB, listingId);
    const sent = await send(BOB, id, '  Hi, is it still available?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      content: 'Hi, is it still available?',
      senderFirebaseUid: BOB.uid,
      senderName: BOB.name,
    });
    expect(sent.json<{ sentAt: string }>().sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    await send(BOB, id, 'Second message');

    const aliceView = (await conversations(ALICE)).find((c) => c.conversationID === id);
    expect(aliceView).toMatchObject({
      listingID: listingId,
      listingTitle: 'Chatty apartment',
      requesterFirebaseUid: BOB.uid,
      requesterName: BOB.name,
      listerFirebaseUid: ALICE.uid,
      listerName: ALICE.name,
      lastMessageContent: 'Second message',
      unreadCount: 2,
    });
    expect((await conversations(BOB)).find((c) => c.conversationID === id)?.unreadCount).toBe(0);

    const list = await messages(ALICE, id);
    expect(list.map((m) => m.content)).toEqual(['Hi, is it still available?', 'Second message']);
    expect(list[0]?.senderID).toBeTypeOf('number');
    // Reading marks nothing: marking read is its own call, up to a message or to the latest.
    expect(await unreadOf(ALICE, id)).toBe(2);
    await markRead(ALICE, id, Number(list[0]?.messageID));
    expect(await unreadOf(ALICE, id)).toBe(1);
    await markRead(ALICE, id);
    expect(await unreadOf(ALICE, id)).toBe(0);
    // Never backwards.
    await markRead(ALICE, id, Number(list[0]?.messageID));
    expect(await unreadOf(ALICE, id)).toBe(0);

    await send(ALICE, id, 'Yes it is!');
    expect((await conversations(BOB)).find((c) => c.conversationID === id)?.unreadCount).toBe(1);
  });

  it('stores a repeated clientMessageId once and answers the stored message', async () => {
    const { id: listingId } = await t.createListing(ALICE);
    const id = await start(BOB, listingId);
    const first = await send(BOB, id, 'Only once please', 'client-msg-0001');
    const retry = await send(BOB, id, 'Only once please', 'client-msg-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect((await messages(BOB, id)).filter((m) => m.content === 'Only once please')).toHaveLength(
      1,
    );
  });

  it('lists conversations by latest activity', async () => {
    const { id: l1 } = await t.createListing(ALICE, { title: 'First place' });
    const { id: l2 } = await t.createListing(ALICE, { title: 'Second place' });
    const c1 = await start(CAROL, l1);
    const c2 = await start(CAROL, l2);
    await send(CAROL, c2, 'about the second');
    await new Promise((r) => setTimeout(r, 5));
    await send(CAROL, c1, 'about the first');
    const ids = (await conversations(CAROL)).map((c) => c.conversationID);
    expect(ids.indexOf(c1)).toBeLessThan(ids.indexOf(c2));
  });

  it('refuses empty and over-long messages with nothing stored', async () => {
    const { id: listingId } = await t.createListing(ALICE);
    const id = await start(BOB, listingId);
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      const res = await send(BOB, id, content);
      expect(res.statusCode).toBe(400);
    }
    expect((await send(BOB, id, '')).json()).toMatchObject({ error: 'Message cannot be empty' });
    expect((await send(BOB, id, 'x'.repeat(2001))).json()).toMatchObject({
      error: 'Message must be no more than 2000 characters',
    });
    expect(await messages(BOB, id)).toEqual([]);
  });
});

describe('hiding a conversation', () => {
  it('hides it for the caller only, and a later message from the other side shows it again', async () => {
    const { id: listingId } = await t.createListing(ALICE);
    const id = await start(BOB, listingId);
    await send(BOB, id, 'hello there');
    const del = await t.request({ method: 'DELETE', url: `/api/conversations/${id}`, as: ALICE });
    expect(del.statusCode).toBe(204);
    expect((await conversations(ALICE)).map((c) => c.conversationID)).not.toContain(id);
    expect((await conversations(BOB)).map((c) => c.conversationID)).toContain(id);
    await send(BOB, id, 'are you there?');
    expect((await conversations(ALICE)).map((c) => c.conversationID)).toContain(id);
  });
});

describe('polling', () => {
  it('does not verify the same token again on every poll', async () => {
    const { id: listingId } = await t.createListing(ALICE);
    const bobToken = `Bearer ${tokenFor(BOB)}`;
    const id = (
      await t.app.inject({
        method: 'POST',
        url: `/api/listings/${listingId}/conversation`,
        headers: { authorization: bobToken },
      })
    ).json<{ conversationID: number }>().conversationID;
    const before = t.verifier.calls;
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${id}/messages`,
        headers: { authorization: bobToken },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(t.verifier.calls - before).toBe(0);
  });

  it('answers 304 to a poll that presents the last ETag, until something changes', async () => {
    const { id: listingId } = await t.createListing(ALICE);
    const id = await start(BOB, listingId);
    await send(BOB, id, 'first');
    const url = `/api/conversations/${id}/messages`;
    const first = await t.request({ method: 'GET', url, as: ALICE });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toContain('no-cache');
    const quiet = await t.request({
      method: 'GET',
      url,
      as: ALICE,
      headers: { 'if-none-match': etag },
    });
    expect(quiet.statusCode).toBe(304);
    expect(quiet.body).toBe('');
    expect(quiet.headers['content-length'] ?? '0').toBe('0');
    await send(BOB, id, 'second');
    const changed = await t.request({
      method: 'GET',
      url,
      as: ALICE,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(messageListSchema.parse(changed.json()).map((m) => m.content)).toEqual([
      'first',
      'second',
    ]);
    await t.request({ method: 'PUT', url: '/api/user', as: BOB, payload: { name: 'Bobby' } });
    const renamed = await t.request({
      method: 'GET',
      url,
      as: ALICE,
      headers: { 'if-none-match': changed.headers.etag as string },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Array<{ senderName: string }>>()[0]?.senderName).toBe('Bobby');
    // Someone else's 304 is still a 403.
    const other = await t.request({
      method: 'GET',
      url,
      as: CAROL,
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(403);
  });

  it('serves the cached answer only for the same version: new messages and renames show at once', async () => {
    const { id: listingId } = await t.createListing(ALICE);
    const id = await start(BOB, listingId);
    await send(BOB, id, 'one');
    expect((await messages(BOB, id)).map((m) => m.content)).toEqual(['one']);
    // Alice's poll is answered from the body Bob's poll cached.
    expect((await messages(ALICE, id)).map((m) => m.content)).toEqual(['one']);
    await send(ALICE, id, 'two');
    const before = await messages(BOB, id);
    expect(before.map((m) => m.content)).toEqual(['one', 'two']);
    await t.request({ method: 'PUT', url: '/api/user', as: ALICE, payload: { name: 'Ally' } });
    const renamed = await messages(BOB, id);
    expect(renamed.map((m) => m.senderName)).toEqual([before[0]?.senderName, 'Ally']);
    await send(BOB, id, 'three');
    expect((await messages(ALICE, id)).map((m) => m.content)).toEqual(['one', 'two', 'three']);
  });

  it('compresses a large answer as the client accepts, with the same ETag and content', async () => {
    const { id: listingId } = await t.createListing(ALICE);
    const id = await start(BOB, listingId);
    for (let i = 0; i < 12; i++) await send(i % 2 ? ALICE : BOB, id, `Message ${i} `.repeat(10));
    const url = `/api/conversations/${id}/messages`;
    const plain = await t.request({ method: 'GET', url, as: BOB });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url,
        as: BOB,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    // A small answer stays uncompressed.
    const small = await start(CAROL, listingId);
    const tiny = await t.request({
      method: 'GET',
      url: `/api/conversations/${small}/messages`,
      as: CAROL,
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual([]);
  });

  it('refuses an expired token even when it was verified before', async () => {
    const expired = `Bearer ${tokenFor(BOB, -10)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: expired },
    });
    expect(res.statusCode).toBe(401);
  });
});
