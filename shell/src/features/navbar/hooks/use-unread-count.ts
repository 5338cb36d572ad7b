import { totalUnread, useConversations } from 'shared-api';

/**
 * Unread messages over all conversations, for the navbar badge and the tab title. The same query as
 * the Messages tab (polled every 15 s, refetched on focus), so they never disagree; 0 while
 * signed out (the query is idle then).
 */
export function useUnreadCount(): number {
  const { data } = useConversations();
  return totalUnread(data);
}
