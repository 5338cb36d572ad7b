import type { ReactElement } from 'react';
import { useSession } from 'shared-api';
import { LogOutIcon } from 'shared-ui';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from 'shared-ui/dropdown-menu';

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
  const onSignOut = () => {
    signOut().catch((error: unknown) => console.error('Sign out failed', error));
  };
  return (
    <DropdownMenu trigger={trigger} open={open} onOpenChange={onOpenChange}>
      {email && email !== name ? <DropdownMenuLabel>{email}</DropdownMenuLabel> : null}
      {email && email !== name ? <DropdownMenuSeparator /> : null}
      <DropdownMenuItem icon={<LogOutIcon size={16} />} onSelect={onSignOut}>
        Sign Out
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
