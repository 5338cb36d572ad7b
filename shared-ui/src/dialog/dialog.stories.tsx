import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'This is Your Listing',
    description:
      "You can't contact yourself! To edit or manage this listing, visit your profile page.",
    trigger: <Button>Open dialog</Button>,
    size: 'sm',
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <DialogClose asChild>
        <Button>Got it</Button>
      </DialogClose>
    ),
  },
};

export const WithForm: Story = {
  args: {
    title: 'Sign in to continue',
    description: undefined,
    size: 'md',
    children: (
      <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
        <TextField label="Email" type="email" autoComplete="email" />
        <TextField label="Password" type="password" autoComplete="current-password" />
      </form>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Sign In</Button>
      </>
    ),
  },
};
