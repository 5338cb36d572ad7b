import { useConversations, useSession } from 'shared-api';
import { Button, ConfirmDialog, EmptyState, ErrorMessage, MessageIcon, Spinner } from 'shared-ui';
import { ConnectionNotice } from '../../../components/connection-notice';
import { ConversationRow } from './conversation-row';
import { useDeleteConversationDialog } from '../hooks/use-delete-conversation-dialog';
import { useNow } from '../hooks/use-now';
import styles from './conversation-list.module.css';

export const DELETE_CONVERSATION_MESSAGE =
  'Are you sure you want to delete this conversation? This will only remove it from your view.';

export interface ConversationListProps {
  /** Shows the 'Messages' page title; off when embedded (the profile's Messages tab). */
  showTitle?: boolean;
}

/**
 * The signed-in user's conversations, polled every 15 s. Exposed as
 * `mf_messaging/ConversationList` for the profile's Messages tab, so it stands on its own:
 * it handles the signed-out, loading, error and empty states itself.
 */
export default function ConversationList({ showTitle = false }: ConversationListProps) {
  const status = useSession((s) => s.status);
  const openSignIn = useSession((s) => s.openSignIn);
  const conversations = useConversations();
  const dialog = useDeleteConversationDialog();
  const now = useNow();

  const title = showTitle ? <h1 className={styles.title}>Messages</h1> : null;

  let body;
  if (status === 'signedOut') {
    body = (
      <EmptyState
        headingLevel={2}
        title="Sign in to view your messages"
        action={
          <Button onClick={() => openSignIn('Sign in to view your messages')}>Sign In</Button>
        }
      />
    );
  } else if (status === 'loading' || conversations.isPending) {
    body = <Spinner label="Loading conversations..." showLabel centered />;
  } else if (conversations.data === undefined) {
    // Only a first load with nothing to show is an error; a failed poll keeps the list (below).
    body = (
      <ErrorMessage
        title="Error loading conversations"
        onRetry={() => void conversations.refetch()}
      >
        {conversations.error?.message}
      </ErrorMessage>
    );
  } else if (conversations.data.length === 0) {
    body = (
      <EmptyState
        // h2: under the page's h1 here, under the profile's h1 when embedded (axe heading-order).
        headingLevel={2}
        icon={<MessageIcon size={32} />}
        title="No conversations yet"
        text='Start messaging by clicking "Contact Lister" on any listing!'
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Conversations">
        {conversations.data.map((c) => (
          <ConversationRow key={c.id} conversation={c} now={now} onDelete={dialog.ask} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root} aria-label={showTitle ? undefined : 'Messages'}>
      {title}
      {conversations.data !== undefined ? (
        <ConnectionNotice error={conversations.isRefetchError ? conversations.error : null} />
      ) : null}
      {body}
      <ConfirmDialog
        open={dialog.target !== null}
        onOpenChange={dialog.changeOpen}
        title="Delete Conversation"
        message={DELETE_CONVERSATION_MESSAGE}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={dialog.deleting}
        pendingLabel="Deleting..."
        onConfirm={dialog.confirm}
        error={dialog.error}
      />
    </section>
  );
}
