export { ChatScreen } from './components/chat-screen';
export { MessageThread } from './components/message-thread';
export { MessageBubble } from './components/message-bubble';
export { TimeStamp } from './components/time-stamp';
