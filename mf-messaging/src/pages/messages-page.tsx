import ConversationList from '../features/conversations/components/conversation-list';
import styles from './page.module.css';

/** /messages. Signed-out visitors get the list's own sign-in prompt. */
export default function MessagesPage() {
  return (
    <div className={styles.page}>
      <ConversationList showTitle />
    </div>
  );
}
