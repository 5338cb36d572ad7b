import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Open</Button>}
      title="This is Your Listing"
      description="You can't contact yourself! To edit or manage this listing, visit your profile page."
      dismissible={dismissible}
      footer={
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
      }
    >
      <input aria-label="Note" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and described by its description', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'This is Your Listing' });
    expect(dialog).toHaveAccessibleDescription(
      "You can't contact yourself! To edit or manage this listing, visit your profile page.",
    );
  });

  it('moves focus inside, keeps Tab inside, and returns focus to the trigger on Escape', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from a DialogClose action and from the X button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape while not dismissible', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
