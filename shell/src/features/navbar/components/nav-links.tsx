import { NavLink } from 'react-router';
import { CountBadge, VisuallyHidden } from 'shared-ui';
import { useUnreadCount } from '../hooks/use-unread-count';
import { unreadLabel } from '../unread';
import styles from './navbar.module.css';

const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/listings', label: 'Listings', end: false },
  { to: '/profile', label: 'Profile', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

export interface NavLinksProps {
  onNavigate?: () => void;
  /** Desktop only: phones have the mail icon in the bar instead. */
  withMessages?: boolean;
}

/** The links of both layouts; NavLink marks the current page with aria-current. */
export function NavLinks({ onNavigate, withMessages = false }: NavLinksProps) {
  return (
    <ul className={styles.links}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {withMessages ? (
        <li>
          <MessagesLink onNavigate={onNavigate} />
        </li>
      ) : null}
    </ul>
  );
}

/** 'Messages' with the unread badge; signed out, /messages itself asks to sign in. */
function MessagesLink({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useUnreadCount();
  return (
    <NavLink to="/messages" className={linkClass} onClick={onNavigate}>
      {/* With a count, named by one hidden text ('Messages, 3 unread') rather than an aria-label,
          which left the visible count out of the name (WCAG 2.5.3, axe
          label-content-name-mismatch); the visible words are hidden from the name instead of
          joined to it, which Chrome reads as 'Messages , 3 unread'. */}
      {unread > 0 ? (
        <>
          <span className={styles.linkContent} aria-hidden="true">
            Messages
            <CountBadge count={unread} className={styles.linkBadge} />
          </span>
          <VisuallyHidden>{unreadLabel(unread)}</VisuallyHidden>
        </>
      ) : (
        'Messages'
      )}
    </NavLink>
  );
}
