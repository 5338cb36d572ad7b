import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './dropdown-menu';

function Menu({ onSignOut = vi.fn(), onProfile = vi.fn() }) {
  return (
    <DropdownMenu trigger={<Button variant="ghost">Jane Doe</Button>}>
      <DropdownMenuLabel>jane@wisc.edu</DropdownMenuLabel>
      <DropdownMenuItem onSelect={onProfile}>Profile</DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens on click and runs the chosen item', async () => {
    const onSignOut = vi.fn();
    render(<Menu onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Jane Doe' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter selects', async () => {
    const onSignOut = vi.fn();
    render(<Menu onSignOut={onSignOut} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Jane Doe' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
