import { useState } from 'react';
import { type Conversation, totalUnread } from 'shared-api';

/** What the badge compares: each conversation's unread count, independent of list order. */
const unreadSignature = (conversations: readonly Conversation[] | undefined) =>
  (conversations ?? [])
    .map((c) => `${c.id}:${c.unreadCount}`)
    .sort()
    .join(',');

/**
 * The Messages tab badge: the unread total, hidden once the Messages tab has been opened,
 * and shown again when the unread counts change while another tab is active. Returns the count to
 * show, or 0 for none.
 */
export function useMessagesBadge(
  conversations: readonly Conversation[] | undefined,
  messagesTabActive: boolean,
) {
  const signature = unreadSignature(conversations);
  // The counts as they were when the reader last had the Messages tab open (null: never opened).
  const [seen, setSeen] = useState<string | null>(null);
  if (messagesTabActive && conversations && seen !== signature) {
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    setSeen(signature);
  }
  if (messagesTabActive || seen === signature) return 0;
  return totalUnread(conversations);
}
