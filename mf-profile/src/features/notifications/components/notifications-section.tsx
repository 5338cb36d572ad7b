import { PushSetting } from '../push-setting';
import { MessageEmailSetting } from './message-email-setting';
import styles from './notifications-section.module.css';

export const NOTIFICATIONS_TITLE = 'Notifications';

/**
 * The profile's Notifications section: how the person hears about new messages. Each control is a
 * self-contained component (its own query, states and toast) in the list below; a new kind of
 * notification is one more item, and the section's layout does not change.
 */
export function NotificationsSection() {
  // Not a named region: the page's toaster is already the 'Notifications' landmark.
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{NOTIFICATIONS_TITLE}</h2>
      <ul className={styles.controls} aria-label="Notification settings">
        <li>
          <MessageEmailSetting />
        </li>
        <li>
          <PushSetting />
        </li>
      </ul>
    </section>
  );
}
