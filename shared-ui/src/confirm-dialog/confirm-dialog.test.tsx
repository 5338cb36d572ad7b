import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const base = {
  open: true,
  title: 'Delete Conversation',
  message:
    'Are you sure you want to delete this conversation? This will only remove it from your view.',
  confirmLabel: 'Delete',
  pendingLabel: 'Deleting...',
};

describe('ConfirmDialog', () => {
  it('asks with its title and message and focuses Cancel first', async () => {
    render(<ConfirmDialog {...base} onOpenChange={vi.fn()} onConfirm={vi.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    expect(dialog).toHaveAccessibleDescription(base.message);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with the confirm button and cancels with Cancel or Escape', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...base} onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('while pending shows "Deleting...", disables both buttons and cannot be escaped', async () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...base} pending onOpenChange={onOpenChange} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows an error inside the dialog', () => {
    render(
      <ConfirmDialog
        {...base}
        error="Failed to delete conversation. Please try again."
        onOpenChange={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to delete conversation. Please try again.',
    );
  });
});
