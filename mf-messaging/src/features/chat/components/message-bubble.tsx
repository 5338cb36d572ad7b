import type { Message } from 'shared-api';
import { VisuallyHidden } from 'shared-ui';
import styles from './message-bubble.module.css';

export interface MessageBubbleProps {
  message: Message;
  own: boolean;
}

const fullTime = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One message: the reader's own on the right, the other person's on the left (spec §2). Times are
 * carried by the stamps between runs; the exact time is on hover.
 */
export function MessageBubble({ message, own }: MessageBubbleProps) {
  return (
    <li className={`${styles.row} ${own ? styles.own : styles.other}`}>
      <div
        className={styles.bubble}
        title={message.sentAt === null ? undefined : fullTime(message.sentAt)}
      >
        <VisuallyHidden>{own ? 'You: ' : `${message.senderName}: `}</VisuallyHidden>
        <p className={styles.content}>{message.content}</p>
      </div>
    </li>
  );
}
