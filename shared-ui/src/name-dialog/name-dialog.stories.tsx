import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { NameDialog, type NameCheck } from './name-dialog';

const check = (name: string): NameCheck =>
  name.trim() ? { ok: true, name: name.trim() } : { ok: false, message: 'Please enter a name.' };

/** One name in a dialog: saving a search (mf-listings) and renaming one (mf-profile). */
const meta = {
  title: 'Overlays/NameDialog',
  component: NameDialog,
  args: {
    name: 'Fall · 2+ beds · under $1,200',
    onClose: () => undefined,
    onSubmit: () => undefined,
    title: 'Save Search',
    description: 'Get told about new listings that match these filters.',
    submitLabel: 'Save Search',
    pending: false,
    check,
  },
} satisfies Meta<typeof NameDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Saving: Story = { args: { pending: true } };

export const ServerRefusal: Story = {
  args: {
    title: 'Rename saved search',
    description: undefined,
    submitLabel: 'Save',
    serverError: 'You already saved a search with these filters.',
  },
};

/** Save: 'Saving...' for a second, then it closes. An empty name is refused under the field. */
export const Interactive: Story = {
  render: function Render(args) {
    const [name, setName] = useState<string | null>(null);
    const [pending, setPending] = useState(false);
    return (
      <>
        <Button onClick={() => setName(args.name)}>Save Search</Button>
        <NameDialog
          {...args}
          name={name}
          pending={pending}
          onClose={() => setName(null)}
          onSubmit={() => {
            setPending(true);
            setTimeout(() => {
              setPending(false);
              setName(null);
            }, 1000);
          }}
        />
      </>
    );
  },
};
