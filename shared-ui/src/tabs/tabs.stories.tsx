import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '../empty-state/empty-state';
import { Tabs } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Profile sections',
    items: [
      {
        value: 'saved',
        label: 'Saved Listings',
        content: (
          <EmptyState
            title="No saved listings yet"
            action={<a href="#/listings">Browse Listings</a>}
          />
        ),
      },
      {
        value: 'mine',
        label: 'My Listings',
        content: <EmptyState title="Create Your First Listing" />,
      },
      {
        value: 'messages',
        label: 'Messages',
        badge: 3,
        badgeLabel: 'unread',
        content: <EmptyState title="No conversations yet" />,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

export const CappedBadge: Story = {
  args: {
    defaultValue: 'messages',
    items: [
      { value: 'saved', label: 'Saved Listings', content: 'Saved' },
      { value: 'mine', label: 'My Listings', content: 'Mine' },
      {
        value: 'messages',
        label: 'Messages',
        badge: 250,
        badgeLabel: 'unread',
        content: 'Messages',
      },
    ],
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true },
  parameters: { viewport: { defaultViewport: 'phone' } },
};
