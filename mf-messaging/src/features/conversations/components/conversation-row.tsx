import { Link } from 'react-router';
import { type Conversation, formatMessageTime } from 'shared-api';
import { Avatar, CountBadge, IconButton, TrashIcon, VerifiedStudentBadge } from 'shared-ui';
import styles from './conversation-row.module.css';

export interface ConversationRowProps {
  conversation: Conversation;
  now?: number;
  onDelete: (conversation: Conversation) => void;
}

/**
 * One conversation. The link and the delete button are siblings, never
 * nested, so each is its own target for mouse, keyboard and screen reader.
 */
export function ConversationRow({ conversation: c, now, onDelete }: ConversationRowProps) {
  const unread = c.unreadCount > 0;
  return (
    <li className={unread ? `${styles.row} ${styles.unread}` : styles.row}>
      <Link to={`/messages/${encodeURIComponent(c.id)}`} className={styles.link}>
        <Avatar name={c.otherName} src={c.otherPhotoUrl} size="md" decorative />
        <div className={styles.body}>
          <div className={styles.top}>
            <span className={styles.who}>
              <span className={styles.name}>{c.otherName}</span>
              {c.otherVerifiedStudent ? <VerifiedStudentBadge /> : null}
            </span>
            {c.lastMessageAt !== null ? (
              <time className={styles.time} dateTime={new Date(c.lastMessageAt).toISOString()}>
                {formatMessageTime(c.lastMessageAt, now)}
              </time>
            ) : null}
          </div>
          <p className={styles.listing}>Re: {c.listingTitle}</p>
          <div className={styles.bottom}>
            <p className={c.lastMessage ? styles.preview : `${styles.preview} ${styles.none}`}>
              {c.lastMessage ?? 'No messages yet'}
            </p>
            <CountBadge count={c.unreadCount} max={99} label="unread messages" />
          </div>
        </div>
      </Link>
      <IconButton
        aria-label={`Delete conversation with ${c.otherName}`}
        variant="ghost"
        size="sm"
        className={styles.delete}
        onClick={() => onDelete(c)}
      >
        <TrashIcon size={18} />
      </IconButton>
    </li>
  );
}
