import { createConfig } from '../tooling/webpack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_messaging',
  title: 'mf-messaging (standalone)',
  exposes: {
    './MessagesPage': './src/exposes/MessagesPage.tsx',
    './ChatPage': './src/exposes/ChatPage.tsx',
    './ConversationList': './src/exposes/ConversationList.tsx',
  },
});
