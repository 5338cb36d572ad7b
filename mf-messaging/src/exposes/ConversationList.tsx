export { default } from '../features/conversations/conversation-list';
