import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiGet,
  CACHE_TIMES,
  type Id,
  messageListSchema,
  pollWithBackoff,
  queryKeys,
  toMessage,
  useSession,
} from 'shared-api';

export const messagesQueryOptions = (conversationId: Id) =>
  queryOptions({
    queryKey: queryKeys.messages.list(conversationId),
    queryFn: async ({ signal }) => {
      const dtos = await apiGet(
        `/conversations/${encodeURIComponent(String(conversationId))}/messages`,
        messageListSchema,
        { signal },
      );
      return dtos.map(toMessage);
    },
    // Stale 5 s, polled every 3 s (backing off while the API fails), never in a background tab.
    // While the live stream is up, events refetch at once and the poll is its safety net.
    ...CACHE_TIMES.messages,
    refetchInterval: pollWithBackoff(
      CACHE_TIMES.messages.refetchInterval,
      CACHE_TIMES.livePoll.messages,
    ),
    refetchIntervalInBackground: false,
  });

/**
 * Messages of one conversation, oldest first. Reading marks nothing read: the chat marks what it
 * shows with `useMarkConversationRead` (which also refreshes the unread counts).
 */
export function useMessages(conversationId: Id | undefined) {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return useQuery({
    ...messagesQueryOptions(conversationId ?? ''),
    enabled: signedIn && conversationId !== undefined && conversationId !== '',
  });
}
