import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BookmarkIcon,
  ChevronLeftIcon,
  InfoIcon,
  MailIcon,
  MenuIcon,
  TrashIcon,
} from '../icon/icon';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Open messages', children: <MailIcon /> },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton aria-label="Menu">
        <MenuIcon />
      </IconButton>
      <IconButton aria-label="Legal & Info" variant="secondary">
        <InfoIcon />
      </IconButton>
      <IconButton aria-label="Messages" variant="primary">
        <MailIcon />
      </IconButton>
      <IconButton aria-label="Delete conversation" variant="danger">
        <TrashIcon />
      </IconButton>
      <IconButton aria-label="Back" size="sm">
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label="Back" size="lg">
        <ChevronLeftIcon />
      </IconButton>
    </div>
  ),
};

export const OnAPhoto: Story = {
  render: () => (
    <div
      style={{
        position: 'relative',
        width: 280,
        height: 180,
        borderRadius: 14,
        background: 'linear-gradient(135deg, #6b8fb3, #c9a77c)',
      }}
    >
      <IconButton
        aria-label="Save listing"
        variant="overlay"
        size="sm"
        style={{ position: 'absolute', top: 10, right: 10 }}
      >
        <BookmarkIcon filled />
      </IconButton>
    </div>
  ),
};
