import { ECDH } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  PUSH_EXCERPT_MAX,
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionBodySchema,
  pushUnsubscribeSchema,
  type PushPayload,
} from 'shared-api/schemas';
import type { PushConfig } from '../config/env';
import { nowIso, type Db } from '../db/database';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseOr400 } from '../http/validate';
import { pushRepository, type Enqueued } from './push.repository';
import type { VapidKeys } from './vapid';

export type PushService = ReturnType<typeof pushService>;

/** What a new message's push says (the recipient's notification). */
export interface MessagePush {
  recipientId: number;
  conversationId: number;
  senderName: string | null;
  listingTitle: string;
  content: string;
}

/** One saved search of a user with news, and how many listings are new for it. */
export interface SavedSearchPush {
  id: number;
  name: string;
  query: string;
  newCount: number;
}

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PUSH_EXCERPT_MAX ? `${flat.slice(0, PUSH_EXCERPT_MAX - 1)}…` : flat;
};

function job(payload: PushPayload, urgency: Enqueued['urgency']): Enqueued {
  // The tag doubles as the Topic header (≤ 32 URL-safe base64 characters: ours are).
  return { payload: JSON.stringify(payload), topic: payload.tag, urgency };
}

export const messagePayload = (m: MessagePush): PushPayload => ({
  type: 'message',
  title: m.senderName?.trim() || 'Someone',
  body: `${m.listingTitle}: ${excerpt(m.content)}`,
  url: `/messages/${m.conversationId}`,
  tag: `conversation-${m.conversationId}`,
});

export const savedSearchPayload = (s: SavedSearchPush): PushPayload => ({
  type: 'saved-search',
  title: `New listings for ${s.name}`,
  body: `${s.newCount} new ${s.newCount === 1 ? 'listing matches' : 'listings match'} your saved search`,
  url: `/listings?${s.query ? `${s.query}&` : ''}search=${s.id}`,
  tag: `saved-search-${s.id}`,
});

/**
 * Web Push subscriptions and what is queued for them (docs/decisions/0030-web-push.md). Queuing
 * writes outbox rows only; `kick` wakes this instance's sender (push.sender.ts) after the commit.
 */
export function pushService(deps: {
  db: Db;
  config: PushConfig;
  vapid: VapidKeys;
  kick: () => void;
}) {
  const { db, config, vapid, kick } = deps;
  const repo = pushRepository(db.kysely);
  const subscribeSchema = pushSubscriptionBodySchema(config.testOrigins);
  const unsubscribeSchema = pushUnsubscribeSchema(config.testOrigins);

  return {
    publicKey: () => ({ publicKey: vapid.publicKey }),

    /**
     * 201 for a new endpoint, 200 for one already held (by anyone: a browser profile belongs to
     * whoever signed in last, so it moves to the caller). The 6th of a user replaces their least
     * recently used one.
     */
    async subscribe(
      userId: number,
      body: unknown,
    ): Promise<{ created: boolean; endpoint: string }> {
      const input = parseOr400(subscribeSchema, body);
      // The pattern admits any 65 bytes starting 0x04; encryption needs a point on the curve.
      try {
        ECDH.convertKey(Buffer.from(input.keys.p256dh, 'base64url'), 'prime256v1');
      } catch {
        throw badRequest(PUSH_MESSAGES.p256dh);
      }
      const sub = {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh.replace(/=+$/, ''),
        auth: input.keys.auth.replace(/=+$/, ''),
        expirationTime: input.expirationTime ?? null,
      };
      const now = nowIso();
      const created = await db.kysely.transaction().execute(async (trx) => {
        const r = pushRepository(trx);
        const held = await r.findByEndpoint(sub.endpoint);
        if (held) {
          await r.update(held.id, userId, sub, now);
          return false;
        }
        const mine = await r.listByUser(userId);
        for (const old of mine.slice(0, Math.max(0, mine.length - PUSH_SUBSCRIPTIONS_MAX + 1)))
          await r.removeById(old.id);
        if (await r.insert(userId, sub, now)) return true;
        // Inserted meanwhile by a parallel call (PostgreSQL): the same endpoint, so it is ours now.
        const raced = await r.findByEndpoint(sub.endpoint);
        if (raced) await r.update(raced.id, userId, sub, now);
        return false;
      });
      return { created, endpoint: sub.endpoint };
    },

    /** Idempotent: only the caller's own subscription with that endpoint goes. */
    async unsubscribe(userId: number, body: unknown): Promise<void> {
      const { endpoint } = parseOr400(unsubscribeSchema, body);
      await repo.removeOwn(userId, endpoint);
    },

    /** Inside the message's transaction: the push is stored with the message or not at all. */
    async queueMessage(trx: Kysely<Database>, m: MessagePush): Promise<void> {
      await pushRepository(trx).enqueue(m.recipientId, job(messagePayload(m), 'high'), nowIso());
    },

    /** Right after a listing's commit: one push per matching search of the user. */
    async queueSavedSearches(userId: number, searches: SavedSearchPush[]): Promise<void> {
      const now = nowIso();
      await db.kysely.transaction().execute(async (trx) => {
        const r = pushRepository(trx);
        for (const s of searches)
          await r.enqueue(userId, job(savedSearchPayload(s), 'normal'), now);
      });
      kick();
    },

    usersWithSubscriptions: (userIds: number[]) => repo.usersWithSubscriptions(userIds),
    /** After a commit that queued pushes: this instance sends them now instead of at its next poll. */
    kick,
  };
}
