import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorMessage } from './error-message';

const meta = {
  title: 'Feedback/ErrorMessage',
  component: ErrorMessage,
  args: { children: 'Passwords do not match' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ErrorMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};

export const WithTitleAndRetry: Story = {
  args: {
    title: 'Error loading listing',
    children: 'HTTP error! status: 500',
    onRetry: () => undefined,
  },
};
