import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { MailIcon, PlusIcon } from '../icon/icon';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No conversations yet',
    text: 'Start messaging by clicking "Contact Lister" on any listing!',
    icon: <MailIcon />,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {};

export const WithAction: Story = {
  args: {
    title: "You haven't listed anything yet",
    text: undefined,
    icon: <PlusIcon />,
    action: (
      <Button asChild leadingIcon={<PlusIcon />}>
        <a href="#/listings/new">Create Your First Listing</a>
      </Button>
    ),
  },
};

export const NoListingsMatch: Story = {
  args: {
    title: 'No listings match your filters. Try adjusting your criteria.',
    text: undefined,
    icon: undefined,
  },
};
