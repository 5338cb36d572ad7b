import { Fragment, type Ref } from 'react';
import { type Message, needsStamp, type OutgoingMessage } from 'shared-api';
import { MessageBubble, OutgoingBubble } from './message-bubble';
import { TimeStamp } from './time-stamp';
import styles from './message-thread.module.css';

export interface MessageThreadProps {
  messages: readonly Message[];
  /** The reader's messages not confirmed yet ('Sending...' / 'Not sent'), after the stored ones. */
  outgoing?: readonly OutgoingMessage[];
  onRetry?: (message: OutgoingMessage) => void;
  currentUid: string | null;
  /** Fixed "now" for stories and tests; live time otherwise. */
  now?: number;
  scrollRef?: Ref<HTMLDivElement>;
  onScroll?: () => void;
}

/** The scrolling message log, oldest first, with the spec's time stamps between runs. */
export function MessageThread({
  messages,
  outgoing = [],
  onRetry,
  currentUid,
  now,
  scrollRef,
  onScroll,
}: MessageThreadProps) {
  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      onScroll={onScroll}
      role="log"
      aria-label="Messages"
      // A scrolling region must take keyboard focus to be scrollable without a mouse (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {messages.length === 0 && outgoing.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Start the conversation</p>
          <p className={styles.emptyHint}>Send your first message below!</p>
        </div>
      ) : (
        <ol className={styles.list}>
          {messages.map((message, i) => (
            <Fragment key={message.id}>
              {needsStamp(messages[i - 1], message) && message.sentAt !== null ? (
                <TimeStamp at={message.sentAt} now={now} />
              ) : null}
              <MessageBubble
                message={message}
                own={!!currentUid && message.senderUid === currentUid}
              />
            </Fragment>
          ))}
          {outgoing.map((message) => (
            <OutgoingBubble
              key={message.clientMessageId}
              message={message}
              onRetry={() => onRetry?.(message)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
