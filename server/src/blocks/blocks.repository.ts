import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Who blocked whom (migration 0013). Other modules ask `between` before two people may talk. */
export function blocksRepository(db: Kysely<Database>) {
  return {
    findUser(firebaseUid: string) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'picture_key', 'picture_url'])
        .where('firebase_uid', '=', firebaseUid)
        .executeTakeFirst();
    },
    /** The block of `blockedId` by `blockerId` with the blocked person's public fields, if any. */
    find(blockerId: number, blockedId: number) {
      return withUser(db)
        .where('b.blocker_id', '=', blockerId)
        .where('b.blocked_id', '=', blockedId)
        .executeTakeFirst();
    },
    async count(blockerId: number) {
      const row = await db
        .selectFrom('user_blocks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('blocker_id', '=', blockerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** True when this call made the block (false: it existed already, races included). */
    async insert(blockerId: number, blockedId: number, now: string) {
      const inserted = await db
        .insertInto('user_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .returning('blocker_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async remove(blockerId: number, blockedId: number) {
      const r = await db
        .deleteFrom('user_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    /**
     * Pushes to the blocker about conversations with the blocked person that are still waiting in
     * the outbox (a retry, or a message a moment before the block): dropped with the block. A
     * message push's topic is `conversation-<id>` (push.service).
     */
    async dropQueuedPushes(blockerId: number, blockedId: number) {
      const conversations = await db
        .selectFrom('conversations')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('requester_id', '=', blockerId), eb('lister_id', '=', blockedId)]),
            eb.and([eb('requester_id', '=', blockedId), eb('lister_id', '=', blockerId)]),
          ]),
        )
        .execute();
      if (conversations.length === 0) return;
      await db
        .deleteFrom('push_outbox')
        .where(
          'topic',
          'in',
          conversations.map((c) => `conversation-${c.id}`),
        )
        .where('subscription_id', 'in', (eb) =>
          eb.selectFrom('push_subscriptions').select('id').where('user_id', '=', blockerId),
        )
        .execute();
    },
    /** The caller's blocks, newest first. */
    listFor(blockerId: number) {
      return withUser(db)
        .where('b.blocker_id', '=', blockerId)
        .orderBy('b.created_at', 'desc')
        .orderBy('b.blocked_id', 'desc')
        .execute();
    },
  };
}

/** A block row joined with the blocked person: what the 'Blocked people' list shows. */
const withUser = (db: Kysely<Database>) =>
  db
    .selectFrom('user_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['b.created_at', 'u.id', 'u.firebase_uid', 'u.name', 'u.picture_key', 'u.picture_url']);

export type BlockRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof blocksRepository>['find']>>
>;

/**
 * Whether a block stands between two people, and who made it: `byFirst` when `first` blocked
 * `second`, `bySecond` the other way. One query; both directions stop messages (blocks.service).
 */
export async function blockBetween(db: Kysely<Database>, first: number, second: number) {
  const rows = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', first), eb('blocked_id', '=', second)]),
        eb.and([eb('blocker_id', '=', second), eb('blocked_id', '=', first)]),
      ]),
    )
    .execute();
  return {
    byFirst: rows.some((r) => r.blocker_id === first),
    bySecond: rows.some((r) => r.blocker_id === second),
  };
}

/** Of `userIds`, those who blocked `senderId`: their live events and pushes about it are dropped. */
export async function blockersOf(db: Kysely<Database>, senderId: number, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where('blocked_id', '=', senderId)
    .where('blocker_id', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.blocker_id));
}
