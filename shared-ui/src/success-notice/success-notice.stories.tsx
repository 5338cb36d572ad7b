import type { Meta, StoryObj } from '@storybook/react-vite';
import { SuccessNotice } from './success-notice';

const meta = {
  title: 'Feedback/SuccessNotice',
  component: SuccessNotice,
  args: {
    children: 'Your listing “Sunny room near campus” is posted.',
    action: <a href="#listing">View listing</a>,
    onDismiss: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SuccessNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {};
export const MessageOnly: Story = { args: { action: undefined, onDismiss: undefined } };
