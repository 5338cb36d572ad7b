import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import type { Id } from '../common.schema';
import type { Message } from './message.mappers';

/**
 * A message the reader sent that the server has not confirmed yet: shown at once in the thread as
 * 'Sending...', then either replaced by the stored message or left as 'Not sent' with a Retry that
 * sends the same `clientMessageId` again (the server stores one message per id).
 */
export interface OutgoingMessage {
  clientMessageId: string;
  conversationId: string;
  content: string;
  status: 'sending' | 'failed';
}

interface OutboxState {
  entries: readonly OutgoingMessage[];
}

/**
 * One outbox per QueryClient (the app has one; every test its own), outside any component: a send
 * outlives the chat screen that started it (leave and come back: 'Not sent' is still there), and
 * the messages poll failing never unmounts it.
 */
const outboxes = new WeakMap<QueryClient, StoreApi<OutboxState>>();

function outboxOf(client: QueryClient): StoreApi<OutboxState> {
  let store = outboxes.get(client);
  if (!store) {
    store = createStore<OutboxState>(() => ({ entries: [] }));
    outboxes.set(client, store);
  }
  return store;
}

/** Adds the message or updates the one with its id, keeping its place in the thread. */
export function putOutgoing(client: QueryClient, message: OutgoingMessage) {
  outboxOf(client).setState(({ entries }) => {
    const at = entries.findIndex((e) => e.clientMessageId === message.clientMessageId);
    if (at === -1) return { entries: [...entries, message] };
    return { entries: entries.map((e, i) => (i === at ? message : e)) };
  });
}

export function removeOutgoing(client: QueryClient, clientMessageId: string) {
  outboxOf(client).setState(({ entries }) => ({
    entries: entries.filter((e) => e.clientMessageId !== clientMessageId),
  }));
}

/** Forgets every unsent message (a user change: the next person must not see or resend them). */
export function clearOutbox(client: QueryClient) {
  outboxOf(client).setState({ entries: [] });
}

export function findOutgoing(client: QueryClient, clientMessageId: string) {
  return outboxOf(client)
    .getState()
    .entries.find((e) => e.clientMessageId === clientMessageId);
}

/**
 * The conversation's unconfirmed messages, minus any the server already holds (`stored`): a send
 * whose answer was lost shows up in the next poll with the same id, and then it is simply sent.
 */
export function useOutgoingMessages(
  conversationId: Id,
  stored: readonly Message[] | undefined,
): OutgoingMessage[] {
  const entries = useStore(outboxOf(useQueryClient()), (s) => s.entries);
  return useMemo(() => {
    const storedIds = new Set(stored?.map((m) => m.clientMessageId).filter(Boolean));
    return entries.filter(
      (e) => e.conversationId === String(conversationId) && !storedIds.has(e.clientMessageId),
    );
  }, [entries, stored, conversationId]);
}

/** True while a message of this conversation is on its way (sending locks the send button). */
export function useIsSending(conversationId: Id): boolean {
  const key = String(conversationId);
  return useStore(outboxOf(useQueryClient()), (s) =>
    s.entries.some((e) => e.conversationId === key && e.status === 'sending'),
  );
}
