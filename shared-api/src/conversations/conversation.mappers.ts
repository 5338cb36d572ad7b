import { parseServerTime } from '../messages/message.mappers';
import type { ConversationDto } from './conversation.schema';

/** A conversation as seen by one participant: "other" is the person on the far side. */
export interface Conversation {
  id: string;
  listingId: string | null;
  listingTitle: string;
  otherUid: string | null;
  otherName: string;
  otherPhotoUrl: string | null;
  /** The other person's verified address is in a student domain. */
  otherVerifiedStudent: boolean;
  lastMessage: string | null;
  /** Epoch ms of the last message, or null for a conversation without messages. */
  lastMessageAt: number | null;
  unreadCount: number;
}

/**
 * The caller is either the requester or the lister; when the uid matches neither (stale session),
 * the requester side is treated as the caller, which shows the lister as the other party.
 */
export function toConversation(
  dto: ConversationDto,
  currentUid: string | null | undefined,
): Conversation {
  const callerIsLister = !!currentUid && dto.listerFirebaseUid === currentUid;
  const otherName = callerIsLister ? dto.requesterName : dto.listerName;
  return {
    id: String(dto.conversationID),
    listingId: dto.listingID === null || dto.listingID === undefined ? null : String(dto.listingID),
    listingTitle: dto.listingTitle?.trim() || 'Untitled Listing',
    otherUid: (callerIsLister ? dto.requesterFirebaseUid : dto.listerFirebaseUid) ?? null,
    otherName: otherName?.trim() || 'Unknown User',
    otherPhotoUrl:
      (callerIsLister ? dto.requesterProfilePictureUrl : dto.listerProfilePictureUrl) || null,
    otherVerifiedStudent: callerIsLister ? dto.requesterVerifiedStudent : dto.listerVerifiedStudent,
    lastMessage: dto.lastMessageContent?.trim() ? dto.lastMessageContent : null,
    lastMessageAt: parseServerTime(dto.lastMessageTime),
    unreadCount: dto.unreadCount,
  };
}

/** The Messages tab badge: the sum of unread counts. */
export const totalUnread = (conversations: readonly Conversation[] | undefined) =>
  (conversations ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
