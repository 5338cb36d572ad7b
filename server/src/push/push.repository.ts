import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
}

export interface OutboxJob {
  id: number;
  subscription_id: number;
  payload: string;
  topic: string;
  urgency: string;
  created_at: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Enqueued {
  payload: string;
  topic: string;
  urgency: 'high' | 'normal';
}

/** Push subscriptions and the push outbox (migration 0010). */
export function pushRepository(db: Kysely<Database>) {
  return {
    findByEndpoint(endpoint: string) {
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'user_id'])
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
    },
    /** The user's subscriptions, least recently used first. */
    listByUser(userId: number) {
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint'])
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },
    async insert(userId: number, s: NewSubscription, now: string): Promise<boolean> {
      const row = await db
        .insertInto('push_subscriptions')
        .values({
          user_id: userId,
          endpoint: s.endpoint,
          p256dh: s.p256dh,
          auth: s.auth,
          expiration_time: s.expirationTime,
          created_at: now,
          last_used_at: now,
        })
        .onConflict((oc) => oc.column('endpoint').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Same endpoint again: new keys (a browser may rotate them) and now the caller's. */
    async update(id: number, userId: number, s: NewSubscription, now: string) {
      await db
        .updateTable('push_subscriptions')
        .set({
          user_id: userId,
          p256dh: s.p256dh,
          auth: s.auth,
          expiration_time: s.expirationTime,
          last_used_at: now,
        })
        .where('id', '=', id)
        .execute();
    },
    async removeById(id: number) {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },
    async removeOwn(userId: number, endpoint: string) {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .execute();
    },
    async touch(id: number, now: string) {
      await db
        .updateTable('push_subscriptions')
        .set({ last_used_at: now })
        .where('id', '=', id)
        .execute();
    },
    /** Which of these users hold a subscription (who a saved-search push can reach). */
    async usersWithSubscriptions(userIds: number[]): Promise<Set<number>> {
      const found = new Set<number>();
      // In batches: SQLite and PostgreSQL cap the parameters of one statement.
      for (let i = 0; i < userIds.length; i += 1000) {
        const rows = await db
          .selectFrom('push_subscriptions')
          .select('user_id')
          .distinct()
          .where('user_id', 'in', userIds.slice(i, i + 1000))
          .execute();
        for (const r of rows) found.add(r.user_id);
      }
      return found;
    },

    /** One outbox row per subscription of the user, due now. */
    async enqueue(userId: number, job: Enqueued, now: string) {
      await db
        .insertInto('push_outbox')
        .columns([
          'subscription_id',
          'payload',
          'topic',
          'urgency',
          'created_at',
          'next_attempt_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('push_subscriptions')
            // Parameters only for text columns: PostgreSQL types a bare parameter here as text.
            .select((s) => [
              'id',
              s.val(job.payload).as('payload'),
              s.val(job.topic).as('topic'),
              s.val(job.urgency).as('urgency'),
              s.val(now).as('created_at'),
              s.val(now).as('next_attempt_at'),
            ])
            .where('user_id', '=', userId),
        )
        .execute();
    },

    /**
     * Claims up to `limit` due rows for this worker: a conditional UPDATE, so of several
     * instances (or overlapping runs) exactly one gets each row; a row whose lease lapsed (its
     * sender died) is due again.
     */
    async claim(token: string, now: string, leaseUntil: string, limit: number) {
      const due = await db
        .selectFrom('push_outbox')
        .select('id')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      if (due.length === 0) return [];
      await db
        .updateTable('push_outbox')
        .set({ claim_token: token, claimed_until: leaseUntil })
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .execute();
      return db
        .selectFrom('push_outbox as o')
        .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
        .select([
          'o.id',
          'o.subscription_id',
          'o.payload',
          'o.topic',
          'o.urgency',
          'o.created_at',
          'o.attempts',
          's.endpoint',
          's.p256dh',
          's.auth',
        ])
        .where('o.claim_token', '=', token)
        .orderBy('o.id')
        .execute() as Promise<OutboxJob[]>;
    },
    /** Sent, or given up: gone (only by the claim that holds it). */
    async finish(id: number, token: string) {
      await db
        .deleteFrom('push_outbox')
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .execute();
    },
    async retryAt(id: number, token: string, at: string) {
      await db
        .updateTable('push_outbox')
        .set((eb) => ({
          next_attempt_at: at,
          attempts: eb('attempts', '+', 1),
          claim_token: null,
          claimed_until: null,
        }))
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .execute();
    },
    async pending(): Promise<number> {
      const row = await db
        .selectFrom('push_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
