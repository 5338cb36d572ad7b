import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../client';
import { CACHE_TIMES } from '../query/cache-times';
import { pollWithBackoff } from '../query/poll';
import { queryKeys } from '../query/query-keys';
import { useSession } from '../session/session.store';
import { toConversation } from './conversation.mappers';
import { conversationListSchema } from './conversation.schema';

export const conversationsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.conversations.list(uid),
    queryFn: async ({ signal }) => {
      const dtos = await apiGet('/user/conversations', conversationListSchema, { signal });
      return dtos.map((dto) => toConversation(dto, uid));
    },
    // Stale 10 s, polled every 15 s (backing off while the API fails), refetched on focus and
    // mount. While the live stream is up, events refetch at once and the poll is its safety net.
    ...CACHE_TIMES.conversations,
    refetchInterval: pollWithBackoff(
      CACHE_TIMES.conversations.refetchInterval,
      CACHE_TIMES.livePoll.conversations,
    ),
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });

/** The signed-in user's visible conversations; idle while signed out. */
export function useConversations() {
  const uid = useSession((s) => s.user?.uid ?? '');
  return useQuery({ ...conversationsQueryOptions(uid), enabled: uid !== '' });
}
