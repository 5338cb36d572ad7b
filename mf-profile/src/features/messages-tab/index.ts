export {
  ConversationListLoaderContext,
  RemoteConversationList,
  loadConversationList,
  type ConversationListLoader,
  type ConversationListModule,
} from './remote-conversation-list';
