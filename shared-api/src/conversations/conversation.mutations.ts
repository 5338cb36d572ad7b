import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Id } from '../common.schema';
import { apiDelete, apiPost } from '../client';
import { queryKeys } from '../query/query-keys';
import { useSession } from '../session/session.store';
import type { Conversation } from './conversation.mappers';
import * as z from 'zod/mini';
import { mutationKeys } from '../query/query-keys';
import { startConversationResponseSchema } from './conversation.schema';

export const CONVERSATION_ERRORS = {
  deleteFailed: 'Failed to delete conversation. Please try again.',
} as const;
/** The confirmation toast after a delete (not in the spec: every change of data is confirmed). */
export const CONVERSATION_DELETED = 'Conversation deleted';

/** Hides a conversation for the caller only; the other participant keeps it. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const uid = useSession((s) => s.user?.uid ?? '');
  return useMutation({
    mutationFn: (conversationId: Id) =>
      apiDelete(`/conversations/${encodeURIComponent(String(conversationId))}`),
    onSuccess: async (_void, conversationId) => {
      queryClient.setQueryData<Conversation[]>(queryKeys.conversations.list(uid), (list) =>
        list?.filter((c) => c.id !== String(conversationId)),
      );
      queryClient.removeQueries({ queryKey: queryKeys.messages.list(conversationId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all });
    },
  });
}

/** 'Contact Lister': starts or reuses the conversation about a listing, then refreshes the list. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: Id) =>
      apiPost(
        `/listings/${encodeURIComponent(String(listingId))}/conversation`,
        undefined,
        startConversationResponseSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
  });
}

/**
 * Marks a conversation read for the caller up to a message (`POST /conversations/{id}/read`, an
 * explicit call since reading the messages no longer does it), then refreshes the unread counts.
 * The chat calls it when it shows a conversation and whenever newer messages arrive.
 */
export function useMarkConversationRead(conversationId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.markRead(conversationId),
    mutationFn: (upTo: Id | undefined) =>
      apiPost(
        `/conversations/${encodeURIComponent(String(conversationId))}/read`,
        // Message ids are opaque (contract); only a numeric one can name a position.
        Number.isInteger(Number(upTo)) ? { upTo: Number(upTo) } : {},
        z.unknown(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
  });
}
