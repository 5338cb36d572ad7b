import { Link } from 'react-router';
import { useSession } from 'shared-api';
import { CountBadge, IconButton, MailIcon } from 'shared-ui';
import { useUnreadCount } from '../hooks/use-unread-count';
import { unreadLabel } from '../unread';
import styles from './navbar.module.css';

export const MESSAGES_SIGN_IN_TITLE = 'Sign in to continue';

/**
 * Mobile shortcut to /messages with the unread badge (capped '99+'); signed-out visitors get the
 * sign-in dialog instead.
 */
export function MailLink() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const openSignIn = useSession((s) => s.openSignIn);
  const unread = useUnreadCount();
  if (!signedIn) {
    return (
      <IconButton aria-label="Messages" onClick={() => openSignIn(MESSAGES_SIGN_IN_TITLE)}>
        <MailIcon />
      </IconButton>
    );
  }
  return (
    <Link to="/messages" className={styles.iconLink} aria-label={unreadLabel(unread)}>
      <MailIcon />
      <CountBadge count={unread} className={styles.iconBadge} />
    </Link>
  );
}
