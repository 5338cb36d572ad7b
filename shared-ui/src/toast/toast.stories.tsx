import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { toast } from './toast-store';
import { Toaster } from './toaster';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Listing saved')}>Success</Button>
      <Button
        variant="danger"
        onClick={() => toast.error('Failed to delete listing. Please try again.')}
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.info('Check your email for password reset instructions')}
      >
        Info
      </Button>
      <Toaster />
    </div>
  ),
};

/** Three toasts that stay, to judge their look in both themes. */
export const Stack: Story = {
  render: () => <Toaster />,
  beforeEach: () => {
    toast.dismiss();
    toast.success('Message Sent!', { duration: 0 });
    toast.info('Check your email for password reset instructions', { duration: 0 });
    toast.error('Error saving the listing. Please try again.', { duration: 0 });
    return () => toast.dismiss();
  },
};
