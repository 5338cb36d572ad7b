import { NavLink } from 'react-router';
import styles from './navbar.module.css';

const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/listings', label: 'Listings', end: false },
  { to: '/profile', label: 'Profile', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** The links of both layouts; NavLink marks the current page with aria-current. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className={styles.links}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
