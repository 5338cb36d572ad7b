import type { Kysely } from 'kysely';
import type { ReplyTime } from 'shared-api/schemas';
import type { Database } from '../db/schema';

/**
 * 'Usually replies within …' on a listing's lister card: the lister's median time to a first reply
 * over the conversations others started with them in the last 90 days.
 *
 * - A conversation counts once it is answered, or once it has waited `UNANSWERED_AFTER_MS` without
 *   an answer (then as never answered, which pulls the median up): a question asked five minutes
 *   ago says nothing yet, one ignored for days does.
 * - Fewer than `MIN_CONVERSATIONS` counted: nothing is said (too little to go on).
 * - Median ≤ 1 h 'hour', ≤ 24 h 'day', ≤ 3 days 'days', slower: nothing (a card never advertises
 *   a slow lister; the absence is the signal).
 */
export const REPLY_WINDOW_DAYS = 90;
export const MIN_CONVERSATIONS = 3;
const HOUR_MS = 3_600_000;
const UNANSWERED_AFTER_MS = 72 * HOUR_MS;
/** Each instance keeps a lister's figure this long: a read is a map lookup, not a query. */
export const REPLY_TIME_CACHE_MS = 10 * 60_000;
const CACHE_MAX = 5_000;

export function replyTimeOf(delaysMs: number[]): ReplyTime | null {
  if (delaysMs.length < MIN_CONVERSATIONS) return null;
  const sorted = [...delaysMs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = Number.isInteger(mid)
    ? ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
    : (sorted[Math.floor(mid)] as number);
  if (median <= HOUR_MS) return 'hour';
  if (median <= 24 * HOUR_MS) return 'day';
  if (median <= UNANSWERED_AFTER_MS) return 'days';
  return null;
}

/** Per conversation the lister received in the window: when it was asked and first answered. */
async function firstReplies(db: Kysely<Database>, listerId: number, since: string) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('messages as m', 'm.conversation_id', 'c.id')
    .where('c.lister_id', '=', listerId)
    .where('c.created_at', '>=', since)
    .groupBy('c.id')
    .select((eb) => [
      eb.fn
        .min(
          eb
            .case()
            .when('m.sender_id', '=', eb.ref('c.requester_id'))
            .then(eb.ref('m.created_at'))
            .end(),
        )
        .as('asked_at'),
      eb.fn
        .min(
          eb
            .case()
            .when('m.sender_id', '=', eb.ref('c.lister_id'))
            .then(eb.ref('m.created_at'))
            .end(),
        )
        .as('replied_at'),
    ])
    .execute();
}

/** The delays that count (ms; `Infinity` for one left unanswered too long). */
export function countedDelays(
  rows: { asked_at: string | null; replied_at: string | null }[],
  now: Date,
): number[] {
  const out: number[] = [];
  for (const r of rows) {
    if (!r.asked_at) continue;
    const asked = Date.parse(r.asked_at);
    const replied = r.replied_at ? Date.parse(r.replied_at) : NaN;
    if (Number.isFinite(replied) && replied >= asked) out.push(replied - asked);
    else if (now.getTime() - asked >= UNANSWERED_AFTER_MS) out.push(Infinity);
  }
  return out;
}

export function replyTimes(db: Kysely<Database>, clock: () => Date = () => new Date()) {
  const cache = new Map<number, { at: number; value: ReplyTime | null }>();
  return {
    async of(listerId: number): Promise<ReplyTime | null> {
      const now = clock();
      const hit = cache.get(listerId);
      if (hit && now.getTime() - hit.at < REPLY_TIME_CACHE_MS) return hit.value;
      const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 24 * HOUR_MS).toISOString();
      const value = replyTimeOf(countedDelays(await firstReplies(db, listerId, since), now));
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as number);
      cache.set(listerId, { at: now.getTime(), value });
      return value;
    },
  };
}
