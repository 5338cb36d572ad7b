import zlib from 'node:zlib';
import { CONVERSATION_MESSAGES } from 'shared-api/schemas';
import { nowIso, type Db } from '../db/database';
import { etagMatches } from '../http/etag';
import type { Encoding } from '../listings/public-list-cache';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseId } from '../http/validate';
import { signingBucketStart, type ObjectStore } from '../storage/object-store';
import { pictureUrl } from '../users/user-picture';
import { conversationsRepository } from './conversations.repository';

export type ConversationsService = ReturnType<typeof conversationsService>;
const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** Conversations whose latest messages answer is kept serialized (one entry each, oldest dropped). */
const BODY_CACHE_SIZE = 1000;
/** Smaller answers are sent uncompressed (as @fastify/compress's threshold did). */
const COMPRESS_THRESHOLD = 1024;

/** One version of a conversation's messages answer: JSON, compressed on first demand. */
export interface MessagesBody {
  version: string;
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The payload for an accepted encoding; `identity` when uncompressed (small answers too). */
export function encodeBody(
  body: MessagesBody,
  accepted: Encoding,
): { payload: Buffer; encoding: Encoding } {
  if (accepted === 'identity' || body.json.length < COMPRESS_THRESHOLD)
    return { payload: body.json, encoding: 'identity' };
  if (accepted === 'br') {
    body.br ??= zlib.brotliCompressSync(body.json, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return { payload: body.br, encoding: 'br' };
  }
  body.gzip ??= zlib.gzipSync(body.json);
  return { payload: body.gzip, encoding: 'gzip' };
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof conversationsRepository>['messageById']>>;

export function conversationsService(db: Db, store: ObjectStore) {
  const repo = conversationsRepository(db.kysely);
  // conversation id → the serialized messages answer for one poll version (see poll()). The
  // version is read from the database on every poll, so a stale entry is never served: a new
  // message, a renamed participant or a new signing hour is a new version, on any instance.
  const bodies = new Map<number, MessagesBody>();

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

  /** The conversation when the caller is one of its two participants; 404 / 403 otherwise. */
  async function participantOf(userId: number, rawId: string) {
    const id = parseId(rawId);
    const conversation = id === null ? undefined : await repo.findById(id);
    if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
    if (conversation.requester_id !== userId && conversation.lister_id !== userId) {
      throw forbidden('You are not part of this conversation');
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
          listerID: r.lister_id,
          listerFirebaseUid: r.lister_uid,
          listerName: r.lister_name,
          listerProfilePictureUrl: await picture(r.lister_picture_key, r.lister_picture_url),
          listingTitle: r.current_title ?? r.listing_title,
          lastMessageContent: r.last_content ?? null,
          lastMessageTime: r.last_time ?? null,
          unreadCount: Number(r.unread ?? 0),
        })),
      );
    },

    /**
     * GET …/messages, oldest first, serialized (and compressed on demand: `encodeBody`). The ETag is built from one query
     * (participants, last message, count, participants' `updated_at`, signing hour): a poll
     * presenting it gets `body: null` (a 304) without reading messages or writing. Otherwise
     * everything up to that last message is marked read for the caller (written only when new)
     * and the body is the cached one of that version, or built from messages up to that id; a
     * message landing in between only makes the next poll refetch.
     */
    async poll(userId: number, rawId: string, ifNoneMatch: string | undefined) {
      const id = parseId(rawId);
      const state = id === null ? undefined : await repo.pollState(id);
      if (id === null || !state) throw notFound(CONVERSATION_NOT_FOUND);
      if (state.requester_id !== userId && state.lister_id !== userId) {
        throw forbidden('You are not part of this conversation');
      }
      const lastId = state.last_id ?? 0;
      const version = `${lastId}.${state.count}.${state.users_updated ?? ''}.${signingBucketStart()}`;
      const etag = `W/"m${id}.${userId}.${version}"`;
      if (etagMatches(ifNoneMatch, etag)) return { etag, body: null };
      // Everything up to the version's last message is read by the caller (written only when new).
      const read = await repo.readState(id, userId);
      if (lastId > (read?.last_read_message_id ?? 0)) {
        await repo.setState(id, userId, { last_read_message_id: lastId });
      }
      const cached = bodies.get(id);
      if (cached?.version === version) return { etag, body: cached };
      // Only messages of this version, so the body is exactly what the ETag names.
      const rows = await repo.messagesUpTo(id, lastId);
      const json = Buffer.from(JSON.stringify(await Promise.all(rows.map(messageDto))));
      const body: MessagesBody = { version, json };
      bodies.delete(id);
      if (bodies.size >= BODY_CACHE_SIZE) {
        const oldest = bodies.keys().next().value;
        if (oldest !== undefined) bodies.delete(oldest);
      }
      bodies.set(id, body);
      return { etag, body };
    },

    /** Stores a message once per clientMessageId; a retry answers the stored one. */
    async reply(
      userId: number,
      rawId: string,
      body: { content: string; clientMessageId?: string },
    ) {
      const conversation = await participantOf(userId, rawId);
      const clientId = body.clientMessageId ?? null;
      if (clientId) {
        const existing = await repo.findByClientId(conversation.id, userId, clientId);
        if (existing) return messageDto(await repo.messageById(existing.id));
      }
      const now = nowIso();
      const id = await db.kysely.transaction().execute(async (trx) => {
        const r = conversationsRepository(trx);
        const newId = await r.insertMessage({
          conversation_id: conversation.id,
          sender_id: userId,
          content: body.content,
          client_message_id: clientId,
          created_at: now,
        });
        if (newId === null) return null;
        await r.touch(conversation.id, now);
        await r.unhideAll(conversation.id);
        // The sender has read everything up to their own message.
        await r.setState(conversation.id, userId, { last_read_message_id: newId });
        return newId;
      });
      if (id === null && clientId) {
        const raced = await repo.findByClientId(conversation.id, userId, clientId);
        if (raced) return messageDto(await repo.messageById(raced.id));
      }
      if (id === null) throw new Error('Message was not stored');
      return messageDto(await repo.messageById(id));
    },

    /** Hidden for the caller only. */
    async hide(userId: number, rawId: string) {
      const conversation = await participantOf(userId, rawId);
      await repo.setState(conversation.id, userId, { hidden: 1 });
    },
  };
}
