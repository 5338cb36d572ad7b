export { default } from '../features/conversations/components/conversation-list';
