import {
  API_MESSAGES,
  BLOCK_MESSAGES,
  CONVERSATION_MESSAGES,
  LIMIT_MESSAGES,
  isStudentEmail,
} from 'shared-api/schemas';
import type { TrustConfig } from '../config/env';
import { nowIso, type Db } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { preparedBodyCache } from '../http/representation';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { checkQuota, HOUR_MS, type Caps } from '../http/quota';
import { parseId } from '../http/validate';
import { signingBucketStart, type ObjectStore } from '../storage/object-store';
import type { PushService } from '../push/push.service';
import { pictureUrl } from '../users/user-picture';
import { blockBetween, blockersOf } from '../blocks/blocks.repository';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { conversationsRepository } from './conversations.repository';
import { replyContext, truthy } from './reply-context.repository';

export type ConversationsService = ReturnType<typeof conversationsService>;
const CONVERSATION_NOT_FOUND = API_MESSAGES.conversationNotFound;
/** Conversations whose latest messages answer is kept serialized (least recently used dropped). */
const BODY_CACHE_SIZE = 1000;

type MessageRow = Awaited<ReturnType<ReturnType<typeof conversationsRepository>['messageById']>>;

export function conversationsService(
  db: Db,
  store: ObjectStore,
  caps: Caps,
  trust: Pick<TrustConfig, 'studentDomains'>,
  events: EventBus,
  push?: PushService,
) {
  const repo = conversationsRepository(db.kysely);
  // conversation id → the serialized messages answer of one version (see messages()). The version
  // is read from the database on every poll, so a stale entry is never served: a new message, a
  // renamed participant or a new signing hour is a new version, on any instance.
  const bodies = preparedBodyCache<number>(BODY_CACHE_SIZE);

  /** The chat list and header show 'Verified student' for the other side. */
  const student = (email: string | null, verified: number) =>
    Number(verified) === 1 && isStudentEmail(email, trust.studentDomains);

  const picture = (key: string | null, url: string | null) =>
    pictureUrl(store, { picture_key: key, picture_url: url });

  async function messageDto(m: MessageRow) {
    return {
      messageID: m.id,
      sentAt: m.created_at,
      senderID: m.sender_id,
      senderFirebaseUid: m.sender_uid,
      senderName: m.sender_name,
      senderProfilePictureUrl: await picture(m.sender_picture_key, m.sender_picture_url),
      content: m.content,
      clientMessageId: m.client_message_id,
    };
  }

  /**
   * A block either way stops new conversations and messages
   * (docs/decisions/0026-blocking-and-reporting-people.md). The blocked side reads calm words that
   * do not name the block; the blocker
   * is told it is their own.
   */
  const otherOf = (c: { requester_id: number; lister_id: number }, userId: number) =>
    c.requester_id === userId ? c.lister_id : c.requester_id;

  async function refuseIfBlocked(trx: Kysely<Database>, userId: number, otherId: number) {
    const block = await blockBetween(trx, userId, otherId);
    if (block.byFirst) throw forbidden(BLOCK_MESSAGES.youBlocked);
    if (block.bySecond) throw forbidden(BLOCK_MESSAGES.unavailable);
  }

  /** The conversation when the caller is one of its two participants; 404 / 403 otherwise. */
  async function participantOf(userId: number, rawId: string) {
    const id = parseId(rawId);
    const conversation = id === null ? undefined : await repo.findById(id);
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    if (conversation.requester_id !== userId && conversation.lister_id !== userId) {
      throw forbidden(API_MESSAGES.notParticipant);
    }
    return conversation;
  }

  return {
    /** POST /listings/{id}/conversation: the same conversation for the same listing and requester. */
    async start(userId: number, rawListingId: string) {
      const listingId = parseId(rawListingId);
      const listing = listingId === null ? undefined : await repo.findListing(listingId);
      if (!listing) throw notFound(CONVERSATION_MESSAGES.listingNotFound);
      if (listing.owner_id === userId) throw badRequest(CONVERSATION_MESSAGES.ownListing);
      await refuseIfBlocked(db.kysely, userId, listing.owner_id);
      // Only new conversations count against the cap, and only they need the listing available:
      // reopening one is always allowed (a taken listing keeps its conversations).
      if (!(await repo.findExisting(listing.id, userId))) {
        if (listing.status !== 'AVAILABLE') throw conflict(CONVERSATION_MESSAGES.listingTaken);
        const now = Date.now();
        const recent = await repo.startedSince(userId, new Date(now - HOUR_MS).toISOString());
        checkQuota({
          ...recent,
          max: caps.conversationsPerHour,
          windowMs: HOUR_MS,
          message: LIMIT_MESSAGES.tooManyConversations,
          now,
        });
      }
      const { id } = await repo.findOrCreate({
        listing_id: listing.id,
        listing_title: listing.title,
        requester_id: userId,
        lister_id: listing.owner_id,
        now: nowIso(),
      });
      // Contacting the lister again brings back a conversation the requester had hidden.
      const state = await repo.readState(id, userId);
      if (state?.hidden) await repo.setState(id, userId, { hidden: 0 });
      return { conversationID: id };
    },

    async list(userId: number) {
      const rows = await repo.listFor(userId);
      return Promise.all(
        rows.map(async (r) => ({
          conversationID: r.id,
          listingID: r.listing_id,
          requesterID: r.requester_id,
          requesterFirebaseUid: r.requester_uid,
          requesterName: r.requester_name,
          requesterProfilePictureUrl: await picture(
            r.requester_picture_key,
            r.requester_picture_url,
          ),
          requesterVerifiedStudent: student(r.requester_email, r.requester_email_verified),
          listerFirebaseUid: r.lister_uid,
          listerName: r.lister_name,
          listerProfilePictureUrl: await picture(r.lister_picture_key, r.lister_picture_url),
          listerVerifiedStudent: student(r.lister_email, r.lister_email_verified),
          listingTitle: r.current_title ?? r.listing_title,
          lastMessageContent: r.last_content ?? null,
          lastMessageTime: r.last_time ?? null,
          unreadCount: Number(r.unread ?? 0),
        })),
      );
    },

    /**
     * GET …/messages, oldest first. One query (participants, last message, count, participants'
     * `updated_at`, signing hour) names the version, so the route can answer a matching poll with
     * 304 before any message is read; `body()` is the cached answer of that version, or built from
     * the messages up to that last id (a message landing in between only makes the next poll
     * refetch). Reading writes nothing: marking read is `markRead`, an explicit call.
     */
    async messages(userId: number, rawId: string) {
      const id = parseId(rawId);
      const state = id === null ? undefined : await repo.pollState(id);
      if (id === null || !state) throw notFound(CONVERSATION_NOT_FOUND);
      if (state.requester_id !== userId && state.lister_id !== userId) {
        throw forbidden(API_MESSAGES.notParticipant);
      }
      const lastId = state.last_id ?? 0;
      const version = `${lastId}.${state.count}.${state.users_updated ?? ''}.${signingBucketStart()}`;
      return {
        etag: `W/"m${id}.${userId}.${version}"`,
        body: () =>
          bodies.get(id, version, async () =>
            Promise.all((await repo.messagesUpTo(id, lastId)).map(messageDto)),
          ),
      };
    },

    /**
     * POST …/read: everything up to `upTo` (default: the latest message) is read by the caller.
     * Only moves forward, and writes only when something changes.
     */
    async markRead(userId: number, rawId: string, upTo?: number) {
      const id = parseId(rawId);
      const state = id === null ? undefined : await repo.pollState(id);
      if (id === null || !state) throw notFound(CONVERSATION_NOT_FOUND);
      if (state.requester_id !== userId && state.lister_id !== userId) {
        throw forbidden(API_MESSAGES.notParticipant);
      }
      const lastId = Math.min(state.last_id ?? 0, upTo ?? Number.POSITIVE_INFINITY);
      const read = await repo.readState(id, userId);
      if (lastId > (read?.last_read_message_id ?? 0)) {
        await repo.setState(id, userId, { last_read_message_id: lastId });
        // The reader's other tabs and devices: their unread badge drops at once.
        events.publish([userId], { type: 'unread' });
      }
    },

    /**
     * Stores a message once per clientMessageId; a retry answers the stored one. One read
     * (reply-context.repository) and the writes, in one transaction; the answer is built from
     * what that read and the insert returned, not read back.
     */
    async reply(
      userId: number,
      rawId: string,
      body: { content: string; clientMessageId?: string },
    ) {
      const conversationId = parseId(rawId);
      if (conversationId === null) throw notFound(CONVERSATION_NOT_FOUND);
      const clientId = body.clientMessageId ?? null;
      const now = nowIso();
      const stored = await db.kysely.transaction().execute(async (trx) => {
        const ctx = await replyContext(trx, conversationId, userId, clientId);
        if (!ctx) throw notFound(CONVERSATION_NOT_FOUND);
        if (ctx.requester_id !== userId && ctx.lister_id !== userId) {
          throw forbidden(API_MESSAGES.notParticipant);
        }
        if (ctx.existing_id !== null) return { ctx, existingId: ctx.existing_id, newId: null };
        // Checked in the transaction that stores the message and queues its push: a message
        // stored is one no block stood against when it was written. The blocked side reads calm
        // words that do not name the block; the blocker is told it is their own.
        if (truthy(ctx.blocked_by_sender)) throw forbidden(BLOCK_MESSAGES.youBlocked);
        if (truthy(ctx.blocked_by_other)) throw forbidden(BLOCK_MESSAGES.unavailable);
        const r = conversationsRepository(trx);
        const newId = await r.insertMessage({
          conversation_id: ctx.id,
          sender_id: userId,
          content: body.content,
          client_message_id: clientId,
          created_at: now,
        });
        if (newId === null) return { ctx, existingId: null, newId };
        await r.touch(ctx.id, now);
        // A later message shows the conversation again to whoever hid it.
        if (truthy(ctx.any_hidden)) await r.unhideAll(ctx.id);
        // The sender has read everything up to their own message.
        await r.setState(ctx.id, userId, { last_read_message_id: newId });
        // The other participant's push, stored with the message (outbox): sent after the commit.
        if (push && truthy(ctx.other_has_push)) {
          await push.queueMessage(trx, {
            recipientId: otherOf(ctx, userId),
            conversationId: ctx.id,
            content: body.content,
            listingTitle: ctx.current_title ?? ctx.listing_title ?? '',
            senderName: ctx.sender_name,
          });
        }
        return { ctx, existingId: null, newId };
      });
      const { ctx, existingId, newId } = stored;
      if (existingId !== null) return messageDto(await repo.messageById(existingId));
      if (newId === null) {
        const raced = clientId ? await repo.findByClientId(ctx.id, userId, clientId) : undefined;
        if (raced) return messageDto(await repo.messageById(raced.id));
        throw new Error('Message was not stored');
      }
      push?.kick();
      // Both participants (the sender's other tabs too): their chat and list refetch at once.
      // Never to someone who has blocked the sender, should a block land between the check above
      // and this line: a blocked person's message must not arrive live.
      const otherId = otherOf(ctx, userId);
      const blockers = await blockersOf(db.kysely, userId, [otherId]);
      events.publish(
        [userId, otherId].filter((u) => !blockers.has(u)),
        { type: 'message', conversationId: ctx.id },
      );
      return messageDto({
        id: newId,
        content: body.content,
        created_at: now,
        client_message_id: clientId,
        sender_id: ctx.sender_id,
        sender_uid: ctx.sender_uid,
        sender_name: ctx.sender_name,
        sender_picture_key: ctx.sender_picture_key,
        sender_picture_url: ctx.sender_picture_url,
      });
    },

    /** Hidden for the caller only. */
    async hide(userId: number, rawId: string) {
      const conversation = await participantOf(userId, rawId);
      await repo.setState(conversation.id, userId, { hidden: 1 });
      events.publish([userId], { type: 'hidden', conversationId: conversation.id });
    },
  };
}
