import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A recipient who has had a message unread for longer than the delay, and is due a mail. */
export interface DueRecipient {
  conversation_id: number;
  user_id: number;
  sender_id: number;
  email: string;
  listing_title: string;
  last_read: number;
  /** The newest message id the last mail covered (0: none yet). */
  mailed: number;
}

/**
 * What the e-mail about unread messages reads and writes
 * (docs/decisions/0028-e-mail-about-unread-messages.md).
 */
export function messageEmailRepository(db: Kysely<Database>) {
  return {
    async alertsOf(userId: number): Promise<{ email: boolean }> {
      const row = await db
        .selectFrom('message_alerts')
        .select('email')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { email: row ? Number(row.email) === 1 : true };
    },
    async setEmail(userId: number, email: boolean) {
      await db
        .insertInto('message_alerts')
        .values({ user_id: userId, email: email ? 1 : 0 })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ email: email ? 1 : 0 }))
        .execute();
    },
    async userExists(userId: number) {
      return Boolean(
        await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
      );
    },

    /**
     * Everyone due a mail: in a conversation active since `since`, a message from the other side
     * unread (after their read state) and written between `since` and `cutoff`, their read state
     * at or past what the last mail covered, a verified address that has not bounced, e-mail on,
     * and the sender not blocked by the recipient.
     * Each conversation counts twice (each participant is someone's recipient).
     */
    async due(cutoff: string, since: string): Promise<DueRecipient[]> {
      const sides = db
        .selectFrom('conversations as c')
        .select([
          'c.id as conversation_id',
          'c.requester_id as user_id',
          'c.lister_id as sender_id',
          'c.listing_title',
        ])
        .where('c.last_activity_at', '>=', since)
        .unionAll(
          db
            .selectFrom('conversations as c')
            .select([
              'c.id as conversation_id',
              'c.lister_id as user_id',
              'c.requester_id as sender_id',
              'c.listing_title',
            ])
            .where('c.last_activity_at', '>=', since),
        );
      const rows = await db
        .selectFrom(sides.as('p'))
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('message_alerts as a', 'a.user_id', 'p.user_id')
        .leftJoin('conversation_states as s', (j) =>
          j
            .onRef('s.conversation_id', '=', 'p.conversation_id')
            .onRef('s.user_id', '=', 'p.user_id'),
        )
        .leftJoin('message_emails as e', (j) =>
          j
            .onRef('e.conversation_id', '=', 'p.conversation_id')
            .onRef('e.user_id', '=', 'p.user_id'),
        )
        .select((eb) => [
          'p.conversation_id',
          'p.user_id',
          'p.sender_id',
          'p.listing_title',
          'u.email',
          eb.fn.coalesce('s.last_read_message_id', sql.lit(0)).as('last_read'),
          eb.fn.coalesce('e.mailed_message_id', sql.lit(0)).as('mailed'),
        ])
        .where('u.email', 'is not', null)
        .where('u.email_verified', '=', 1)
        .where('u.email_bounced_at', 'is', null)
        .where((eb) => eb.or([eb('a.email', 'is', null), eb('a.email', '=', 1)]))
        // Nobody is e-mailed about messages from someone they blocked, even ones sent before.
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('user_blocks as b')
                .select('b.blocked_id')
                .whereRef('b.blocker_id', '=', 'p.user_id')
                .whereRef('b.blocked_id', '=', 'p.sender_id'),
            ),
          ),
        )
        .where(
          (eb) => eb.fn.coalesce('e.mailed_message_id', sql.lit(0)),
          '<=',
          (eb) => eb.fn.coalesce('s.last_read_message_id', sql.lit(0)),
        )
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('messages as m')
              .select(sql.lit(1).as('one'))
              .whereRef('m.conversation_id', '=', 'p.conversation_id')
              .whereRef('m.sender_id', '=', 'p.sender_id')
              .where('m.id', '>', eb.fn.coalesce('s.last_read_message_id', sql.lit(0)))
              .where('m.created_at', '<=', cutoff)
              .where('m.created_at', '>=', since),
          ),
        )
        .orderBy('p.conversation_id')
        .execute();
      return rows.map((r) => ({
        ...r,
        email: r.email ?? '',
        last_read: Number(r.last_read),
        mailed: Number(r.mailed),
      }));
    },

    /** The sender's messages after the recipient's read state, oldest first (at most `limit`), and how many. */
    async unread(conversationId: number, senderId: number, after: number, limit: number) {
      const base = db
        .selectFrom('messages')
        .where('conversation_id', '=', conversationId)
        .where('sender_id', '=', senderId)
        .where('id', '>', after);
      const [first, totals] = await Promise.all([
        base.select(['id', 'content']).orderBy('id', 'asc').limit(limit).execute(),
        base
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('last')])
          .executeTakeFirstOrThrow(),
      ]);
      return { first, count: Number(totals.n), last: Number(totals.last ?? 0) };
    },
    async nameOf(userId: number) {
      const row = await db
        .selectFrom('users')
        .select('name')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.name ?? null;
    },

    /**
     * Takes the mail for `upTo` if nobody took it since the scan saw `previous` and the recipient
     * still wants it: only one instance (or overlapping run) gets true. Inside a transaction.
     */
    async claim(
      c: { conversation_id: number; user_id: number; previous: number; upTo: number },
      at: string,
    ): Promise<boolean> {
      const wanted = await db
        .selectFrom('users as u')
        .leftJoin('message_alerts as a', 'a.user_id', 'u.id')
        .select('u.id')
        .where('u.id', '=', c.user_id)
        .where('u.email_verified', '=', 1)
        .where('u.email_bounced_at', 'is', null)
        .where((eb) => eb.or([eb('a.email', 'is', null), eb('a.email', '=', 1)]))
        .executeTakeFirst();
      if (!wanted) return false;
      await db
        .insertInto('message_emails')
        .values({
          conversation_id: c.conversation_id,
          user_id: c.user_id,
          mailed_message_id: 0,
          mailed_at: null,
        })
        .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
        .execute();
      const r = await db
        .updateTable('message_emails')
        .set({ mailed_message_id: c.upTo, mailed_at: at })
        .where('conversation_id', '=', c.conversation_id)
        .where('user_id', '=', c.user_id)
        .where('mailed_message_id', '=', c.previous)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** A send that failed for now: the next run tries again. */
    async release(c: { conversation_id: number; user_id: number; previous: number; upTo: number }) {
      await db
        .updateTable('message_emails')
        .set({ mailed_message_id: c.previous })
        .where('conversation_id', '=', c.conversation_id)
        .where('user_id', '=', c.user_id)
        .where('mailed_message_id', '=', c.upTo)
        .execute();
    },
    /** The mail server refused this address for good: never mail it again (until it changes). */
    async markBounced(userId: number, email: string, at: string) {
      await db
        .updateTable('users')
        .set({ email_bounced_at: at })
        .where('id', '=', userId)
        .where('email', '=', email)
        .execute();
    },
  };
}
