import { useSession } from 'shared-api';
import {
  Avatar,
  ChevronDownIcon,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  LogOutIcon,
} from 'shared-ui';
import styles from './navbar.module.css';

/**
 * The signed-in person's avatar and name, opening a menu with 'Sign Out' (spec §2). `compact`
 * (phones) shows the avatar alone; the button keeps the name as its accessible name.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  if (!user) return null;
  const name = user.displayName?.trim() || user.email || 'User';

  const onSignOut = () => {
    signOut().catch((error: unknown) => console.error('Sign out failed', error));
  };

  return (
    <DropdownMenu
      trigger={
        <button
          type="button"
          className={styles.userButton}
          aria-label={compact ? `${name}, account menu` : undefined}
        >
          <Avatar
            src={user.photoURL}
            name={user.displayName}
            email={user.email}
            size="sm"
            decorative
          />
          {compact ? null : <span className={styles.userName}>{name}</span>}
          {compact ? null : <ChevronDownIcon size={16} aria-hidden="true" />}
        </button>
      }
    >
      {user.email && user.email !== name ? (
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
      ) : null}
      {user.email && user.email !== name ? <DropdownMenuSeparator /> : null}
      <DropdownMenuItem icon={<LogOutIcon size={16} />} onSelect={onSignOut}>
        Sign Out
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
