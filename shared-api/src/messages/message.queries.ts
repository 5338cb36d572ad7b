import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Id } from '../common.schema';
import { apiGet } from '../client';
import { CACHE_TIMES } from '../query/cache-times';
import { queryKeys } from '../query/query-keys';
import { useSession } from '../session/session.store';
import { toMessage } from './message.mappers';
import { messageListSchema } from './message.schema';

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
    // Spec §4/§9: stale 5 s, polled every 3 s, never in a background tab.
    ...CACHE_TIMES.messages,
    refetchIntervalInBackground: false,
  });

/**
 * Messages of one conversation, oldest first. Reading marks them read on the server, so whenever
 * the fetched messages change the conversation list is refreshed to pick up the new unread counts
 * (spec §7). Unchanged polls keep the same data reference (structural sharing) and refresh nothing.
 */
export function useMessages(conversationId: Id | undefined) {
  const queryClient = useQueryClient();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const query = useQuery({
    ...messagesQueryOptions(conversationId ?? ''),
    enabled: signedIn && conversationId !== undefined && conversationId !== '',
  });
  const { data } = query;
  useEffect(() => {
    if (data) void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all });
  }, [data, queryClient]);
  return query;
}
