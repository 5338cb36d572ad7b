import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConversations, useOnline, useOutgoingMessages, useSession } from 'shared-api';
import { useMessages, useSendMessage } from 'shared-api/messages';
import { Button, ErrorMessage, Spinner } from 'shared-ui';
import { ConnectionNotice } from '../../../components/connection-notice';
import { SafetyActions } from './safety-actions';
import { useComposer } from '../hooks/use-composer';
import { useDeleteDialog } from '../hooks/use-delete-dialog';
import { useMarkRead } from '../hooks/use-mark-read';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { PushPrompt } from './push-prompt';
import styles from './chat-screen.module.css';

/** One conversation: header, polled message log, and the composer. */
export function ChatScreen({ conversationId }: { conversationId: string }) {
  const navigate = useNavigate();
  const online = useOnline();
  const uid = useSession((s) => s.user?.uid ?? null);
  const messages = useMessages(conversationId);
  useMarkRead(conversationId, messages.data);
  const conversation = useConversations().data?.find((c) => c.id === conversationId);
  const outgoing = useOutgoingMessages(conversationId, messages.data);
  const composer = useComposer(useSendMessage(conversationId));
  const shown = useMemo(() => [messages.data, outgoing], [messages.data, outgoing]);
  const scroll = useStickToBottom<HTMLDivElement>(shown);
  const backToMessages = () => navigate('/profile', { state: { activeTab: 'messages' } });
  const deletion = useDeleteDialog(backToMessages);

  if (messages.isPending) {
    return <Spinner label="Loading conversation..." showLabel centered />;
  }
  // Only a first load with nothing to show is an error page; a failed poll keeps the thread (below).
  if (messages.isError && messages.data === undefined) {
    return (
      <div className={styles.problem}>
        <ErrorMessage title="Error loading conversation" onRetry={() => void messages.refetch()}>
          {messages.error.message}
        </ErrorMessage>
        <Button asChild variant="secondary">
          <Link to="/messages">Back to Messages</Link>
        </Button>
      </div>
    );
  }

  // Before the conversation list arrives, the other person's name can come from their messages.
  const fromOther = messages.data.find((m) => m.senderUid !== uid);
  const name = conversation?.otherName ?? fromOther?.senderName ?? 'Conversation';
  const photoUrl = conversation?.otherPhotoUrl ?? fromOther?.senderPhotoUrl ?? null;
  const otherUid = conversation?.otherUid ?? fromOther?.senderUid ?? null;

  const submit = () => {
    scroll.stick();
    void composer.submit();
  };

  return (
    <section className={styles.chat} aria-label={`Conversation with ${name}`}>
      <ChatHeader
        name={name}
        photoUrl={photoUrl}
        verifiedStudent={conversation?.otherVerifiedStudent}
        listingTitle={conversation?.listingTitle}
        dialogOpen={deletion.open}
        onDialogOpenChange={deletion.changeOpen}
        onDelete={() => deletion.confirm(conversationId)}
        deleting={deletion.deleting}
        deleteError={deletion.error}
        actions={
          otherUid ? (
            <SafetyActions
              uid={otherUid}
              name={name}
              conversationId={conversationId}
              onBlocked={backToMessages}
            />
          ) : null
        }
      />
      <MessageThread
        messages={messages.data}
        outgoing={outgoing}
        onRetry={(message) => void composer.retry(message)}
        currentUid={uid}
        scrollRef={scroll.ref}
        onScroll={scroll.onScroll}
      />
      {/* Offline, the site's banner says so: no 'Reconnecting...' under it. */}
      <ConnectionNotice error={online && messages.isRefetchError ? messages.error : null} />
      {/* Once the chat has a message (sent or received), the moment a reply is worth a ping. */}
      {online && messages.data.length > 0 ? <PushPrompt /> : null}
      <MessageComposer
        value={composer.text}
        onChange={composer.change}
        onSubmit={submit}
        canSend={composer.canSend}
        sending={composer.sending}
        error={composer.error}
        offline={!online}
      />
    </section>
  );
}
