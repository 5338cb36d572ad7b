import { useState } from 'react';
import { CONVERSATION_DELETED, CONVERSATION_ERRORS, useDeleteConversation } from 'shared-api';
import { toast } from 'shared-ui';

/**
 * The 'Delete Conversation' confirm flow shared by the chat header: the dialog stays open with
 * 'Deleting...' while the call runs, shows 'Failed to delete conversation…' on failure, and
 * `onDeleted` runs after.
 */
export function useDeleteDialog(onDeleted: () => void) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeleteConversation();

  const changeOpen = (next: boolean) => {
    if (mutation.isPending) return;
    setOpen(next);
    if (next) setError(null);
  };

  const confirm = (conversationId: string) => {
    setError(null);
    mutation.mutate(conversationId, {
      onSuccess: () => {
        setOpen(false);
        toast.success(CONVERSATION_DELETED);
        onDeleted();
      },
      onError: (err) => {
        console.error('Deleting the conversation failed', err);
        setError(CONVERSATION_ERRORS.deleteFailed);
      },
    });
  };

  return { open, changeOpen, confirm, error, deleting: mutation.isPending };
}
