import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const terms = ['Spring', 'Summer', 'Fall', 'Academic Year'].map((t) => ({ value: t, label: t }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Term', options: terms, defaultValue: 'Fall' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Term: Story = {};

export const ReasonWithPlaceholder: Story = {
  args: {
    label: 'Reason for Contact',
    placeholder: 'Select a reason',
    defaultValue: '',
    options: [
      { value: 'help', label: 'General Help' },
      { value: 'bug', label: 'Bug Report' },
      { value: 'user', label: 'User Report' },
      { value: 'feature', label: 'Feature Request' },
      { value: 'other', label: 'Other' },
    ],
  },
};

export const WithError: Story = { args: { error: 'Please fill out all fields!' } };
