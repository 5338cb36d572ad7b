import type { HarnessOptions } from 'remote-harness';
import ChatPage from '../exposes/ChatPage';
import ConversationList from '../exposes/ConversationList';
import MessagesPage from '../exposes/MessagesPage';

/** This remote's pages at the shell's URLs (shell/src/app/routes.tsx), plus the embeddable list. */
export const harness: HarnessOptions = {
  name: 'mf_messaging',
  routes: [
    { index: true, element: <MessagesPage /> },
    { path: 'messages', element: <MessagesPage /> },
    { path: 'messages/:conversationId', element: <ChatPage /> },
    { path: 'conversation-list', element: <ConversationList /> },
  ],
  links: [
    { to: '/messages', label: 'Messages' },
    { to: '/conversation-list', label: 'ConversationList (embedded)' },
  ],
};
