import { http, HttpResponse } from 'msw';
import type { ConversationDto } from '../../conversations/conversation.schema';
import { API_MESSAGES } from '../../api-messages';
import { CONVERSATION_MESSAGES } from '../../conversations/conversation.schema';
import { replySchema, type MessageDto } from '../../messages/message.schema';
import type { MockDb } from '../db';
import { makeConversationDto, makeMessageDto, mockId } from '../factories';
import { LIMITS, LIMIT_MESSAGES } from '../../limits';
import { API, apiError, callerUid, noContent, unauthorized } from './auth';
import { slidingCap } from './caps';
import { blockRefusal, hasBlocked } from './blocks';

// Who hid which conversation. Keyed by the conversation object, so `resetMockDb` (new objects) forgets.
const hiddenFor = new WeakMap<ConversationDto, Set<string>>();
const isHidden = (c: ConversationDto, uid: string) => hiddenFor.get(c)?.has(uid) ?? false;
// Unread counts per reader; until a reader has one, the seeded `unreadCount` stands for them.
const unreadFor = new WeakMap<ConversationDto, Map<string, number>>();
const unread = (c: ConversationDto, uid: string) => unreadFor.get(c)?.get(uid) ?? c.unreadCount;
function setUnread(c: ConversationDto, uid: string, count: number) {
  const counts = unreadFor.get(c) ?? new Map<string, number>();
  counts.set(uid, count);
  unreadFor.set(c, counts);
}

const isParticipant = (c: ConversationDto, uid: string) =>
  c.requesterFirebaseUid === uid || c.listerFirebaseUid === uid;
const otherSide = (c: ConversationDto, uid: string) =>
  c.requesterFirebaseUid === uid ? c.listerFirebaseUid : c.requesterFirebaseUid;

const findConversation = (db: MockDb, id: string) =>
  db.conversations.find((c) => String(c.conversationID) === id);

/**
 * Conversations and messages as the contract: participants only (403 otherwise), a delete hides
 * the conversation for the caller alone until the other side writes again, `POST …/read` marks
 * messages read, and a reply with a known `clientMessageId` answers the stored message instead of a copy.
 * Unread counts are per reader: reading clears the reader's, a reply raises the other side's.
 */
export function messagingHandlers(db: MockDb) {
  // As the server: new conversations per user an hour (reopening one is free).
  const conversationsCap = slidingCap(
    LIMITS.conversationsPerHour,
    3600_000,
    LIMIT_MESSAGES.tooManyConversations,
  );
  return [
    http.get(`${API}/user/conversations`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      // As the server: a lister sees a thread only once it has a message; the requester at once.
      const listed = (c: ConversationDto) =>
        c.requesterFirebaseUid === uid ||
        (c.listerFirebaseUid === uid && c.lastMessageContent !== null);
      // As the server: conversations with someone the caller blocked leave the list.
      const visible = db.conversations.filter(
        (c) => listed(c) && !isHidden(c, uid) && !hasBlocked(db, uid, otherSide(c, uid)),
      );
      const latest = (c: ConversationDto) => Date.parse(c.lastMessageTime ?? '') || 0;
      const sorted = [...visible].sort((a, b) => latest(b) - latest(a));
      return HttpResponse.json(sorted.map((c) => ({ ...c, unreadCount: unread(c, uid) })));
    }),

    http.get(`${API}/conversations/:id/messages`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const conversation = findConversation(db, String(params.id));
      if (!conversation) return apiError(404, API_MESSAGES.conversationNotFound);
      if (!isParticipant(conversation, uid)) return apiError(403, API_MESSAGES.notParticipant);
      return HttpResponse.json(db.messages.get(String(conversation.conversationID)) ?? []);
    }),

    // Explicit "mark as read" (reading the messages marks nothing). `upTo` is honoured only as
    // far as the mock can: every message is read once the latest is.
    http.post(`${API}/conversations/:id/read`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const conversation = findConversation(db, String(params.id));
      if (!conversation) return apiError(404, API_MESSAGES.conversationNotFound);
      if (!isParticipant(conversation, uid)) return apiError(403, API_MESSAGES.notParticipant);
      setUnread(conversation, uid, 0);
      return noContent();
    }),

    http.post(`${API}/conversations/:id/reply`, async ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const conversation = findConversation(db, String(params.id));
      if (!conversation) return apiError(404, API_MESSAGES.conversationNotFound);
      if (!isParticipant(conversation, uid)) return apiError(403, API_MESSAGES.notParticipant);
      const parsed = replySchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid message');
      const key = String(conversation.conversationID);
      const thread = db.messages.get(key) ?? [];
      const { content, clientMessageId } = parsed.data;
      const existing = clientMessageId
        ? thread.find((m) => m.senderFirebaseUid === uid && m.clientMessageId === clientMessageId)
        : undefined;
      if (existing) return HttpResponse.json(existing, { status: 201 });
      const blocked = blockRefusal(db, uid, otherSide(conversation, uid));
      if (blocked) return blocked;
      const sender = db.users.find((u) => u.firebaseUid === uid);
      const message: MessageDto = makeMessageDto({
        messageID: mockId(),
        sentAt: new Date().toISOString(),
        senderFirebaseUid: uid,
        senderName: sender?.name ?? 'Unknown User',
        senderProfilePictureUrl: sender?.profilePictureUrl ?? null,
        content,
        clientMessageId: clientMessageId ?? null,
      });
      db.messages.set(key, [...thread, message]);
      conversation.lastMessageContent = content;
      conversation.lastMessageTime = message.sentAt;
      const other = otherSide(conversation, uid);
      if (other) setUnread(conversation, other, unread(conversation, other) + 1);
      hiddenFor.delete(conversation); // a new message shows the conversation again to both sides
      return HttpResponse.json(message, { status: 201 });
    }),

    http.delete(`${API}/conversations/:id`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const conversation = findConversation(db, String(params.id));
      if (!conversation) return apiError(404, API_MESSAGES.conversationNotFound);
      if (!isParticipant(conversation, uid)) return apiError(403, API_MESSAGES.notParticipant);
      const hidden = hiddenFor.get(conversation) ?? new Set<string>();
      hidden.add(uid);
      hiddenFor.set(conversation, hidden);
      return noContent();
    }),

    http.post(`${API}/listings/:id/conversation`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const listing = db.findListing(String(params.id));
      if (!listing) return apiError(404, CONVERSATION_MESSAGES.listingNotFound);
      if (listing.firebaseUid === uid) return apiError(400, CONVERSATION_MESSAGES.ownListing);
      const blocked = blockRefusal(db, uid, listing.firebaseUid);
      if (blocked) return blocked;
      let conversation = db.conversations.find(
        (c) => String(c.listingID) === String(listing.listingID) && c.requesterFirebaseUid === uid,
      );
      if (!conversation) {
        if (listing.status !== 'AVAILABLE')
          return apiError(409, CONVERSATION_MESSAGES.listingTaken);
        const capped = conversationsCap(uid);
        if (capped) return capped;
        const requester = db.users.find((u) => u.firebaseUid === uid);
        conversation = makeConversationDto({
          listingID: listing.listingID,
          requesterFirebaseUid: uid,
          requesterName: requester?.name ?? 'Unknown User',
          requesterProfilePictureUrl: requester?.profilePictureUrl ?? null,
          listerFirebaseUid: listing.firebaseUid ?? null,
          listerName: listing.name ?? 'Unknown User',
          listerProfilePictureUrl: listing.profilePictureUrl ?? null,
          listerVerifiedStudent: listing.verifiedStudent,
          listingTitle: listing.title,
          lastMessageContent: null,
          lastMessageTime: new Date().toISOString(),
          unreadCount: 0,
        });
        db.conversations.push(conversation);
      }
      hiddenFor.get(conversation)?.delete(uid);
      return HttpResponse.json({ conversationID: conversation.conversationID });
    }),
  ];
}
