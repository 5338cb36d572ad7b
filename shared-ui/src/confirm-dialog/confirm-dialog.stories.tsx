import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    onConfirm: () => undefined,
    title: 'Delete Conversation',
    message:
      'Are you sure you want to delete this conversation? This will only remove it from your view.',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};

export const Pending: Story = { args: { pending: true } };

export const WithError: Story = {
  args: {
    title: 'Delete Listing',
    message: 'Are you sure you want to delete this listing? This action cannot be undone.',
    error: 'Failed to delete listing. Please try again.',
  },
};

/** Click Delete: it shows 'Deleting...' for a second, then closes. */
export const Interactive: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete conversation
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          pending={pending}
          onConfirm={() => {
            setPending(true);
            setTimeout(() => {
              setPending(false);
              setOpen(false);
            }, 1000);
          }}
        />
      </>
    );
  },
};
