export { default } from '../pages/chat-page';
