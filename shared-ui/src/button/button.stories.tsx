import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon, SendIcon } from '../icon/icon';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Browse Listings', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={row}>
        <Button>Create Listing</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="ghost">Sign In</Button>
        <Button variant="danger">Delete</Button>
      </div>
      <div style={row}>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </div>
      <div style={row}>
        <Button leadingIcon={<PlusIcon />}>Create Listing</Button>
        <Button variant="secondary" trailingIcon={<SendIcon />}>
          Send Message
        </Button>
        <Button disabled>Disabled</Button>
      </div>
    </div>
  ),
};

export const Loading: Story = {
  render: () => (
    <div style={row}>
      <Button loading loadingText="Saving...">
        Save Changes
      </Button>
      <Button variant="danger" loading loadingText="Deleting...">
        Delete
      </Button>
      <Button variant="secondary" loading>
        Loading
      </Button>
    </div>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Contact Lister' },
};

export const AsLink: Story = {
  render: () => (
    <Button asChild variant="secondary" leadingIcon={<PlusIcon />}>
      <a href="#/listings/new">Create Listing</a>
    </Button>
  ),
};
