import { lazy, Suspense, useState } from 'react';
import { useSession } from 'shared-api';
import { Avatar, ChevronDownIcon, VisuallyHidden } from 'shared-ui';
import styles from './navbar.module.css';

// The menu (Radix menu + floating-ui) is not part of the first load: it downloads when the person
// first points at, focuses or opens the button. Until then the same button stands in its place, so
// nothing moves when the menu arrives.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The signed-in person's avatar and name, opening a menu with 'Sign Out' (spec §2). `compact`
 * (phones) shows the avatar alone; the button keeps the name as its accessible name.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useSession((s) => s.user);
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const name = user.displayName?.trim() || user.email || 'User';

  const button = (extra: object) => (
    <button type="button" className={styles.userButton} aria-haspopup="menu" {...extra}>
      <Avatar src={user.photoURL} name={user.displayName} email={user.email} size="sm" decorative />
      {/* Named by its content, not aria-label: a label the visible initials are not part of fails
          WCAG 2.5.3 (axe label-content-name-mismatch). */}
      {compact ? (
        <VisuallyHidden>{`${name}, account menu`}</VisuallyHidden>
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
