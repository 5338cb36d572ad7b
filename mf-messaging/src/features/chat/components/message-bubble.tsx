import { useId } from 'react';
import type { Message, OutgoingMessage } from 'shared-api';
import { VisuallyHidden } from 'shared-ui';
import styles from './message-bubble.module.css';
import { SafetyNote } from './safety-note';

export interface MessageBubbleProps {
  message: Message;
  own: boolean;
}

const fullTime = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One message: the reader's own on the right, the other person's on the left. Times are
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
      {own ? null : <SafetyNote content={message.content} />}
    </li>
  );
}

/** Beyond the spec; its own style of 'Sending...' / 'Deleting...'. */
export const SENDING = 'Sending...';
export const NOT_SENT = 'Not sent';

/**
 * One of the reader's messages the server has not confirmed: dimmed with 'Sending...', or 'Not
 * sent' with a Retry button (described by the message's text, for a list of several).
 */
export function OutgoingBubble({
  message,
  onRetry,
}: {
  message: OutgoingMessage;
  onRetry: () => void;
}) {
  const textId = useId();
  const failed = message.status === 'failed';
  return (
    <li className={`${styles.row} ${styles.own} ${styles.outgoing}`}>
      <div className={`${styles.bubble} ${failed ? styles.failed : styles.pending}`}>
        <VisuallyHidden>You: </VisuallyHidden>
        <p className={styles.content} id={textId}>
          {message.content}
        </p>
      </div>
      <p className={failed ? styles.failedStatus : styles.status}>
        {failed ? NOT_SENT : SENDING}
        {failed ? (
          <button
            type="button"
            className={styles.retry}
            onClick={onRetry}
            aria-describedby={textId}
          >
            Retry
          </button>
        ) : null}
      </p>
    </li>
  );
}
