import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useNewMatchCount, useSession } from 'shared-api';
import { BookmarkIcon, CountBadge, LogOutIcon } from 'shared-ui';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from 'shared-ui/dropdown-menu';
import styles from './navbar.module.css';

interface AccountMenuProps {
  trigger: ReactElement;
  name: string;
  email: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The account menu itself (its own chunk: UserMenu loads it when first opened). */
export default function AccountMenu({
  trigger,
  name,
  email,
  open,
  onOpenChange,
}: AccountMenuProps) {
  const signOut = useSession((s) => s.signOut);
  const matches = useNewMatchCount();
  const onSignOut = () => {
    signOut().catch((error: unknown) => console.error('Sign out failed', error));
  };
  return (
    <DropdownMenu trigger={trigger} open={open} onOpenChange={onOpenChange}>
      {email && email !== name ? <DropdownMenuLabel>{email}</DropdownMenuLabel> : null}
      {email && email !== name ? <DropdownMenuSeparator /> : null}
      {/* The profile's Saved Searches tab, with its count of new matches. */}
      <DropdownMenuItem asChild>
        <Link to="/profile" state={{ activeTab: 'searches' }} className={styles.menuLink}>
          <BookmarkIcon size={16} aria-hidden="true" />
          {/* The space keeps the name 'Saved Searches 2 new', not 'Saved Searches2 new'. */}
          {'Saved Searches '}
          <CountBadge count={matches} label="new" />
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem icon={<LogOutIcon size={16} />} onSelect={onSignOut}>
        Sign Out
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
