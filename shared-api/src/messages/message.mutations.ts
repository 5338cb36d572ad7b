import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '../client';
import type { Id } from '../common.schema';
import { queryKeys } from '../query/query-keys';
import { type Message, toMessage } from './message.mappers';
import { messageDtoSchema } from './message.schema';

/**
 * An idempotency key for one message (beyond the spec): the server stores a message once per key,
 * so a send that is retried (by us, or by the user after a failure) never shows up twice.
 * `crypto.randomUUID` exists only in secure contexts; plain-http hosts fall back to random bytes.
 */
export function createClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SendMessageInput {
  content: string;
  clientMessageId: string;
}

// Only failures where the message may not have arrived are retried; the key makes that safe.
const isTransient = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

export function useSendMessage(conversationId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, clientMessageId }: SendMessageInput) =>
      apiPost(
        `/conversations/${encodeURIComponent(String(conversationId))}/reply`,
        { content: content.trim(), clientMessageId },
        messageDtoSchema,
      ),
    retry: (failureCount, error) => isTransient(error) && failureCount < 2,
    retryDelay: 500,
    onSuccess: (dto) => {
      const sent = toMessage(dto);
      // Show the stored message at once instead of waiting for the next poll.
      queryClient.setQueryData<Message[]>(queryKeys.messages.list(conversationId), (list) =>
        list && !list.some((m) => m.id === sent.id) ? [...list, sent] : list,
      );
      // Not awaited: the composer unlocks as soon as the message is stored.
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.list(conversationId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all });
    },
  });
}
