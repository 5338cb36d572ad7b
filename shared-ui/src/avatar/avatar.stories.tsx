import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Bucky Badger', size: 'lg' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

// A tiny inline SVG "photo": Storybook must work offline.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#8fb3d9"/><circle cx="32" cy="26" r="12" fill="#f3d2b3"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#c41e2f"/></svg>',
  );

export const Initials: Story = {};
export const Picture: Story = { args: { src: photo } };
export const BrokenPictureFallsBack: Story = { args: { src: '/does-not-exist.jpg' } };

export const Fallbacks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar name="Jane Doe" />
      <Avatar email="sam@wisc.edu" />
      <Avatar />
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} size={size} name="Bucky Badger" src={size === 'xl' ? photo : null} />
      ))}
    </div>
  ),
};
