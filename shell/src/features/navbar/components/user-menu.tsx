import { lazy, Suspense, useState } from 'react';
import { useNewMatchCount, useSession } from 'shared-api';
import { Avatar, ChevronDownIcon, CountBadge, formatCount, VisuallyHidden } from 'shared-ui';
import styles from './navbar.module.css';

// The menu (Radix menu + floating-ui) is not part of the first load: it downloads when the person
// first points at, focuses or opens the button. Until then the same button stands in its place, so
// nothing moves when the menu arrives.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The signed-in person's avatar and name, opening a menu with 'Sign Out'. `compact`
 * (phones) shows the avatar alone; the button keeps the name as its accessible name.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useSession((s) => s.user);
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const matches = useNewMatchCount();
  if (!user) return null;
  const name = user.displayName?.trim() || user.email || 'User';
  // New listings for the person's saved searches: a count on the avatar's corner,
  // out of the flow (nothing moves when it comes), and in the button's name.
  const news = matches > 0 ? `, ${formatCount(matches)} new in saved searches` : '';

  const button = (extra: object) => (
    <button type="button" className={styles.userButton} aria-haspopup="menu" {...extra}>
      <Avatar src={user.photoURL} name={user.displayName} email={user.email} size="sm" decorative />
      <span className={styles.avatarBadge} aria-hidden="true">
        <CountBadge count={matches} />
      </span>
      {/* Named by its content, not aria-label: a label the visible initials are not part of fails
          WCAG 2.5.3 (axe label-content-name-mismatch). */}
      {compact ? (
        <VisuallyHidden>{`${name}, account menu${news}`}</VisuallyHidden>
      ) : news ? (
        // With a count, one hidden text names the button ('Ann, 2 new in saved searches'); the
        // visible name is left out of it rather than joined to it (as the Messages link does).
        <>
          <span className={styles.userName} aria-hidden="true">
            {name}
          </span>
          <VisuallyHidden>{`${name}${news}`}</VisuallyHidden>
        </>
      ) : (
        <span className={styles.userName}>{name}</span>
      )}
      {compact ? null : <ChevronDownIcon size={16} aria-hidden="true" />}
    </button>
  );
  const placeholder = button({
    'aria-expanded': open,
    onPointerEnter: () => void loadAccountMenu(),
    onFocus: () => void loadAccountMenu(),
    onClick: () => {
      setLoaded(true);
      setOpen(true);
    },
  });
  if (!loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu
        trigger={button({})}
        name={name}
        email={user.email}
        open={open}
        onOpenChange={setOpen}
      />
    </Suspense>
  );
}
