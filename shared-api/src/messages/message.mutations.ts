import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  ApiError,
  apiPost,
  findOutgoing,
  type Id,
  type Message,
  messageDtoSchema,
  putOutgoing,
  queryKeys,
  removeOutgoing,
  toMessage,
  useIsSending,
} from 'shared-api';

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

/**
 * What became of a send. `notSent` with `kept`: the message stays in the thread as 'Not sent' with
 * Retry (the network, a timeout or the server failed: the same text may well go through later).
 * Without `kept` the server refused it (too long, conversation gone, signed out): it leaves the
 * thread and the composer gives the text back with `error.message`.
 */
export type SendResult =
  | { outcome: 'sent' }
  | { outcome: 'notSent'; kept: boolean; error: unknown }
  | { outcome: 'ignored' };

/** A failure the same request may survive later; the rest are refusals. */
export const isTransientError = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

/**
 * Retried at once, with the same id: failures where the message may not have arrived and a second
 * try is cheap. A timeout is not retried: it already took the whole time limit, and the person
 * sees 'Not sent' with Retry instead of waiting three times as long.
 */
const retryAtOnce = (error: unknown) =>
  error instanceof ApiError &&
  !error.timedOut &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/**
 * Sending a chat message (optimistic): the message is in the thread at once as 'Sending...' (the
 * outbox), the request has the client's time limit, and on success the stored message takes its
 * place. `send(content)` gives the message a new `clientMessageId`; `retry(id)` sends a 'Not sent'
 * one again under its own id. Never rejects: the result says what happened.
 */
export function useSendMessage(conversationId: Id) {
  const queryClient = useQueryClient();
  const key = String(conversationId);
  const mutation = useMutation({
    mutationFn: ({ content, clientMessageId }: SendMessageInput) =>
      apiPost(
        `/conversations/${encodeURIComponent(key)}/reply`,
        { content, clientMessageId },
        messageDtoSchema,
      ),
    retry: (failureCount, error) => retryAtOnce(error) && failureCount < 2,
    retryDelay: 500,
    // The outbox is updated from the mutation's own callbacks, which run even after the chat
    // screen has unmounted: a send finishing later still leaves the right state behind.
    onMutate: (input) => {
      putOutgoing(queryClient, { ...input, conversationId: key, status: 'sending' });
    },
    onSuccess: (dto, input) => {
      const sent = toMessage(dto);
      // Show the stored message at once instead of waiting for the next poll.
      queryClient.setQueryData<Message[]>(queryKeys.messages.list(key), (list) =>
        list && !list.some((m) => m.id === sent.id) ? [...list, sent] : list,
      );
      removeOutgoing(queryClient, input.clientMessageId);
      // Not awaited: the composer unlocks as soon as the message is stored.
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.list(key) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all });
    },
    onError: (error, input) => {
      // Only if still there: a user change meanwhile has emptied the outbox for good.
      if (isTransientError(error) && findOutgoing(queryClient, input.clientMessageId)) {
        putOutgoing(queryClient, { ...input, conversationId: key, status: 'failed' });
      } else {
        removeOutgoing(queryClient, input.clientMessageId);
      }
    },
  });
  const { mutateAsync } = mutation;
  const isSending = useIsSending(key);

  const run = useCallback(
    async (input: SendMessageInput): Promise<SendResult> => {
      try {
        await mutateAsync(input);
        return { outcome: 'sent' };
      } catch (error) {
        return { outcome: 'notSent', kept: isTransientError(error), error };
      }
    },
    [mutateAsync],
  );

  const send = useCallback(
    (content: string) => run({ content: content.trim(), clientMessageId: createClientMessageId() }),
    [run],
  );

  const retry = useCallback(
    async (clientMessageId: string): Promise<SendResult> => {
      const entry = findOutgoing(queryClient, clientMessageId);
      // Gone (stored meanwhile, user changed) or already on its way: nothing to do.
      if (!entry || entry.status === 'sending') return { outcome: 'ignored' };
      return run({ content: entry.content, clientMessageId });
    },
    [queryClient, run],
  );

  return { send, retry, isSending };
}
