import { useState } from 'react';
import {
  type Conversation,
  CONVERSATION_DELETED,
  CONVERSATION_ERRORS,
  useDeleteConversation,
} from 'shared-api';
import { toast } from 'shared-ui';

/**
 * Which row's 'Delete Conversation' dialog is open. The dialog stays up with 'Deleting...' while
 * the call runs and shows 'Failed to delete conversation…' if it fails; the row disappears on
 * success.
 */
export function useDeleteConversationDialog() {
  const [target, setTarget] = useState<Conversation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeleteConversation();

  const ask = (conversation: Conversation) => {
    setError(null);
    setTarget(conversation);
  };

  const changeOpen = (open: boolean) => {
    if (!open && !mutation.isPending) setTarget(null);
  };

  const confirm = () => {
    if (!target) return;
    setError(null);
    mutation.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        toast.success(CONVERSATION_DELETED);
      },
      onError: (err) => {
        console.error('Deleting the conversation failed', err);
        setError(CONVERSATION_ERRORS.deleteFailed);
      },
    });
  };

  return { target, ask, changeOpen, confirm, error, deleting: mutation.isPending };
}
