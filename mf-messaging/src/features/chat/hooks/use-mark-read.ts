import { useEffect, useRef } from 'react';
import { useMarkConversationRead, type Message } from 'shared-api';

/**
 * Marks the open conversation read up to its newest message: when the chat first shows it and
 * whenever a poll brings a newer one. A hidden tab waits until it is visible again, because a
 * message nobody has looked at is not read.
 */
export function useMarkRead(conversationId: string, messages: Message[] | undefined) {
  const { mutate } = useMarkConversationRead(conversationId);
  const marked = useRef<string | null>(null);
  const newest = messages?.at(-1)?.id ?? null;

  useEffect(() => {
    if (messages === undefined) return;
    const mark = () => {
      if (document.visibilityState === 'hidden' || marked.current === (newest ?? '')) return;
      marked.current = newest ?? '';
      mutate(newest ?? undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [messages, newest, mutate]);
}
