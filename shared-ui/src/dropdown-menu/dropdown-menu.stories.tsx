import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import { LogOutIcon, UserIcon } from '../icon/icon';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './dropdown-menu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { trigger: <Button>Open</Button>, children: null },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The navbar's account menu. */
export const AccountMenu: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 200 }}>
      <DropdownMenu
        trigger={
          <Button variant="ghost" leadingIcon={<Avatar name="Bucky Badger" size="sm" decorative />}>
            Bucky Badger
          </Button>
        }
      >
        <DropdownMenuLabel>bucky@wisc.edu</DropdownMenuLabel>
        <DropdownMenuItem icon={<UserIcon />}>Profile</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOutIcon />} danger>
          Sign Out
        </DropdownMenuItem>
      </DropdownMenu>
    </div>
  ),
};
