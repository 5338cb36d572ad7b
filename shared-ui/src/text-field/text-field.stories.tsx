import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField } from './text-field';

// TextField's props are a union (input | textarea), which CSF's arg inference cannot split: the
// stories render it directly instead of through args.
const meta: Meta = {
  title: 'Forms/TextField',
  component: TextField,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  render: () => (
    <TextField label="Street" placeholder="123 Langdon St" autoComplete="street-address" />
  ),
};

export const WithCounter: Story = {
  render: function Render() {
    const [title, setTitle] = useState('Sunny 2BR on Langdon');
    return (
      <TextField
        label="Title"
        counterMax={50}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
    );
  },
};

export const WithHint: Story = {
  render: () => (
    <TextField
      label="Roommates"
      type="number"
      min={0}
      placeholder="Number of roommates needed"
      hint="0 if the whole unit is yours"
    />
  ),
};

export const WithError: Story = {
  render: () => (
    <TextField
      label="Title"
      defaultValue="Cozy"
      error="Title must be at least 5 characters"
      counterMax={50}
    />
  ),
};

export const Multiline: Story = {
  render: () => (
    <TextField
      label="Description"
      multiline
      rows={6}
      counterMax={750}
      placeholder="Describe the place, the roommates, the neighbourhood..."
    />
  ),
};

export const ReadOnly: Story = {
  render: () => (
    <TextField label="Email" value="bucky@wisc.edu" readOnly hint="managed by Google" />
  ),
};
