import { useParams } from 'react-router';
import { useSession } from 'shared-api';
import { Spinner } from 'shared-ui';
import { ChatScreen } from '../features/chat/components/chat-screen';
import { SignInPrompt } from './sign-in-prompt';

/** /messages/:conversationId. */
export default function ChatPage() {
  const { conversationId = '' } = useParams();
  const status = useSession((s) => s.status);
  if (status === 'loading') return <Spinner label="Loading conversation..." showLabel centered />;
  if (status === 'signedOut') return <SignInPrompt title="Sign in to view your messages" />;
  // Keyed so switching conversations starts from a clean composer and scroll position.
  return <ChatScreen key={conversationId} conversationId={conversationId} />;
}
