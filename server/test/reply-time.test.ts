import { afterEach, describe, expect, it } from 'vitest';
import { listingDtoSchema } from 'shared-api/schemas';
import { countedDelays, replyTimeOf } from '../src/reply-time/reply-time';
import { ALICE, BOB, CAROL, createTestApp, type TestApp } from './helpers/test-app';

// 'Usually replies within …' on a listing's page: the lister's median time to a first reply over
// the last 90 days, from at least 3 conversations.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('replyTimeOf', () => {
  it('says nothing under 3 conversations', () => {
    expect(replyTimeOf([])).toBeNull();
    expect(replyTimeOf([MIN, MIN])).toBeNull();
  });

  it('buckets the median: an hour, a day, a few days, else nothing', () => {
    expect(replyTimeOf([5 * MIN, 50 * MIN, 3 * DAY])).toBe('hour');
    expect(replyTimeOf([HOUR, 2 * HOUR, 20 * HOUR, 30 * HOUR])).toBe('day'); // median 11 h
    expect(replyTimeOf([2 * DAY, 2 * DAY, 5 * MIN])).toBe('days');
    expect(replyTimeOf([4 * DAY, Infinity, MIN])).toBeNull();
  });
});

describe('countedDelays', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

  it('counts answered questions, and unanswered ones only after three days (as never)', () => {
    expect(
      countedDelays(
        [
          { asked_at: at(2 * HOUR), replied_at: at(HOUR) },
          { asked_at: at(10 * MIN), replied_at: null },
          { asked_at: at(4 * DAY), replied_at: null },
          // The lister wrote first (not an answer) and nobody asked: nothing to count.
          { asked_at: null, replied_at: at(HOUR) },
        ],
        now,
      ),
    ).toEqual([HOUR, Infinity]);
  });
});

describe("a listing's page", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Alice's listing with conversations from Bob and Carol answered after these delays. */
  async function listerAnswering(delays: (number | null)[]) {
    const app = await createTestApp();
    const db = app.app.ctx.db.kysely;
    const idOf = async (uid: string) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('firebase_uid', '=', uid)
          .executeTakeFirstOrThrow()
      ).id;
    let first: number | undefined;
    for (const [i, delay] of delays.entries()) {
      const asker = i % 2 === 0 ? BOB : CAROL;
      const { id: listingId } = await app.createListing(ALICE, { title: `Room number ${i + 1}` });
      first ??= listingId;
      const started = await app.request({
        method: 'POST',
        url: `/api/listings/${listingId}/conversation`,
        as: asker,
      });
      const conversationId = started.json<{ conversationID: number }>().conversationID;
      const say = (as: typeof ALICE, content: string) =>
        app.request({
          method: 'POST',
          url: `/api/conversations/${conversationId}/reply`,
          as,
          payload: { content },
        });
      await say(asker, 'Is it still available?');
      if (delay !== null) await say(ALICE, 'Yes it is!');
      // Asked five days ago, answered `delay` later.
      const asked = Date.now() - 5 * DAY;
      await db
        .updateTable('conversations')
        .set({ created_at: new Date(asked).toISOString() })
        .where('id', '=', conversationId)
        .execute();
      await db
        .updateTable('messages')
        .set({ created_at: new Date(asked).toISOString() })
        .where('conversation_id', '=', conversationId)
        .where('sender_id', '=', await idOf(asker.uid))
        .execute();
      if (delay !== null)
        await db
          .updateTable('messages')
          .set({ created_at: new Date(asked + delay).toISOString() })
          .where('conversation_id', '=', conversationId)
          .where('sender_id', '=', await idOf(ALICE.uid))
          .execute();
    }
    t = app;
    const res = await app.request({ method: 'GET', url: `/api/listings/${first}/details` });
    expect(res.statusCode).toBe(200);
    return listingDtoSchema.parse(res.json()).replyTime;
  }

  it('says the lister usually replies within an hour', async () => {
    expect(await listerAnswering([10 * MIN, 40 * MIN, 2 * DAY])).toBe('hour');
  });

  it('counts an ignored question against the lister', async () => {
    expect(await listerAnswering([10 * MIN, null, null])).toBeNull();
  });

  it('says nothing with fewer than three conversations', async () => {
    expect(await listerAnswering([10 * MIN, 20 * MIN])).toBeNull();
  });

  it('is not part of the public list', async () => {
    t = await createTestApp();
    await t.createListing(ALICE, { title: 'A room in the list' });
    const list = (await t.request({ method: 'GET', url: '/api/listings' })).json<object[]>();
    expect(list.some((l) => 'replyTime' in l)).toBe(false);
  });
});
