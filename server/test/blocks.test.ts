import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_MESSAGES,
  blockedUserDtoSchema,
  blockedUserListSchema,
  conversationListSchema,
} from 'shared-api/schemas';
import { openStream, type OpenStream } from './helpers/event-stream';
import { createTestApp, type TestApp } from './helpers/test-app';
import { tokenFor, type TestUser } from './helpers/test-verifier';

// Blocking (docs/decisions/0026-blocking-and-reporting-people.md): no new conversation or message
// either way, the
// blocker's list drops the conversation, nothing arrives live, unblocking restores it all.
let t: TestApp;
let base: string;
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
});

let n = 0;
async function person(): Promise<TestUser> {
  n++;
  const u = { uid: `block-${n}`, email: `block${n}@example.com`, name: `Person ${n}` };
  expect((await t.request({ method: 'GET', url: '/api/user', as: u })).statusCode).toBe(200);
  return u;
}
/** `writer` asks `lister` about a new listing and writes once: the conversation and listing ids. */
async function chat(lister: TestUser, writer: TestUser) {
  const { id: listing } = await t.createListing(lister);
  const started = await t.request({
    method: 'POST',
    url: `/api/listings/${listing}/conversation`,
    as: writer,
  });
  const id = started.json<{ conversationID: number }>().conversationID;
  expect((await reply(id, writer, 'Is it available?')).statusCode).toBe(201);
  return { id, listing };
}
const reply = (id: number, as: TestUser, content = 'Hello') =>
  t.request({ method: 'POST', url: `/api/conversations/${id}/reply`, as, payload: { content } });
const block = (as: TestUser, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/user/blocks', as, payload: payload as object });
const unblock = (as: TestUser, uid: string) =>
  t.request({ method: 'DELETE', url: `/api/user/blocks/${encodeURIComponent(uid)}`, as });
const blocked = async (as: TestUser) =>
  blockedUserListSchema.parse(
    (await t.request({ method: 'GET', url: '/api/user/blocks', as })).json(),
  );
const list = async (as: TestUser) =>
  conversationListSchema.parse(
    (await t.request({ method: 'GET', url: '/api/user/conversations', as })).json(),
  );
const start = (listing: number, as: TestUser) =>
  t.request({ method: 'POST', url: `/api/listings/${listing}/conversation`, as });

describe('blocking a person', () => {
  it('stops new messages both ways, with a calm refusal for the blocked side', async () => {
    const [lister, writer] = [await person(), await person()];
    const { id } = await chat(lister, writer);
    const res = await block(lister, { firebaseUid: writer.uid });
    expect(res.statusCode).toBe(201);
    const dto = blockedUserDtoSchema.parse(res.json());
    expect(dto).toMatchObject({
      firebaseUid: writer.uid,
      name: writer.name,
      alreadyBlocked: false,
    });

    const fromBlocked = await reply(id, writer);
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json()).toMatchObject({ error: BLOCK_MESSAGES.unavailable });
    const fromBlocker = await reply(id, lister);
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json()).toMatchObject({ error: BLOCK_MESSAGES.youBlocked });
    // Nothing was stored: the thread still ends with the writer's first message.
    const messages = await t.request({
      method: 'GET',
      url: `/api/conversations/${id}/messages`,
      as: lister,
    });
    expect(messages.json<{ content: string }[]>().map((m) => m.content)).toEqual([
      'Is it available?',
    ]);
  });

  it('stops new conversations about any of their listings, and reopening old ones', async () => {
    const [lister, writer] = [await person(), await person()];
    const { listing } = await chat(lister, writer);
    const { id: another } = await t.createListing(lister, { title: 'Another room of theirs' });
    expect((await block(lister, { firebaseUid: writer.uid })).statusCode).toBe(201);
    for (const l of [another, listing]) {
      const res = await start(l, writer);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: BLOCK_MESSAGES.unavailable });
    }
    // The other way round: the blocker cannot start one about the blocked person's listing.
    const { id: theirs } = await t.createListing(writer, { title: 'The blocked one lists too' });
    expect((await start(theirs, lister)).json()).toMatchObject({
      error: BLOCK_MESSAGES.youBlocked,
    });
  });

  it("takes the conversation out of the blocker's list and unread count, not the other's", async () => {
    const [lister, writer] = [await person(), await person()];
    const { id } = await chat(lister, writer);
    const before = await list(lister);
    expect(before.find((c) => c.conversationID === id)?.unreadCount).toBe(1);
    await block(lister, { firebaseUid: writer.uid });
    expect((await list(lister)).map((c) => c.conversationID)).not.toContain(id);
    // The blocked side is not told: their list keeps the conversation.
    expect((await list(writer)).map((c) => c.conversationID)).toContain(id);
  });

  it('is listed for the blocker, idempotent, and undone by unblocking', async () => {
    const [lister, writer] = [await person(), await person()];
    const { id } = await chat(lister, writer);
    await block(lister, { firebaseUid: writer.uid });
    const again = await block(lister, { firebaseUid: ` ${writer.uid} ` });
    expect(again.statusCode).toBe(200);
    expect(blockedUserDtoSchema.parse(again.json()).alreadyBlocked).toBe(true);
    expect((await blocked(lister)).map((b) => b.firebaseUid)).toEqual([writer.uid]);
    expect(await blocked(writer)).toEqual([]);

    expect((await unblock(lister, writer.uid)).statusCode).toBe(204);
    expect(await blocked(lister)).toEqual([]);
    expect((await list(lister)).map((c) => c.conversationID)).toContain(id);
    expect((await reply(id, writer, 'Back again')).statusCode).toBe(201);
    expect((await reply(id, lister, 'Welcome back')).statusCode).toBe(201);
    // Unblocking someone not blocked is the same answer (nothing to undo).
    expect((await unblock(lister, writer.uid)).statusCode).toBe(204);
  });

  it('refuses oneself (400), an unknown person (404), a bad body (400) and strangers (401)', async () => {
    const me = await person();
    const self = await block(me, { firebaseUid: me.uid });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: BLOCK_MESSAGES.self });
    expect((await unblock(me, me.uid)).json()).toMatchObject({ error: BLOCK_MESSAGES.self });
    const unknown = await block(me, { firebaseUid: 'nobody-has-this-uid' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: BLOCK_MESSAGES.userNotFound });
    expect((await unblock(me, 'nobody-has-this-uid')).statusCode).toBe(404);
    for (const body of [
      {},
      { firebaseUid: '' },
      { firebaseUid: 'x'.repeat(129) },
      { firebaseUid: 7 },
    ]) {
      const res = await block(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: BLOCK_MESSAGES.uid });
    }
    const anonymous = await t.request({ method: 'GET', url: '/api/user/blocks' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('live events and blocks', () => {
  async function stream(as: TestUser) {
    const s = await openStream(`${base}/api/events`, tokenFor(as));
    opened.push(s);
    await s.next('ready');
    return s;
  }

  it("tells the blocker's other tabs, and no blocked message ever arrives live", async () => {
    const [lister, writer] = [await person(), await person()];
    const { id } = await chat(lister, writer);
    const tab = await stream(lister);
    await block(lister, { firebaseUid: writer.uid });
    expect(await tab.next('resync')).toEqual({});
    expect((await reply(id, writer, 'Let me in')).statusCode).toBe(403);
    await expect(tab.next('message', 400)).rejects.toThrow(/no 'message' event/);

    await unblock(lister, writer.uid);
    expect(await tab.next('resync')).toEqual({});
    expect((await reply(id, writer, 'Hello again')).statusCode).toBe(201);
    expect(await tab.next('message')).toEqual({ conversationId: id });
  });
});
