import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { dark, desktop, phone } from 'shared-api/mocks';
import { expect, fn } from 'storybook/test';
import { MessageComposer, type MessageComposerProps } from './message-composer';

/** The composer holding its own text, as ChatScreen's useComposer does. */
function Composer(props: MessageComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 640 }}>
      <MessageComposer
        {...props}
        value={value}
        canSend={props.sending ? false : value.trim() !== ''}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Messaging/Message composer',
  component: MessageComposer,
  render: (args) => <Composer {...args} />,
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    canSend: false,
    sending: false,
    error: null,
  },
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: Send is disabled and Enter sends nothing. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

export const Filled: Story = { args: { value: 'Does Thursday at 5 work?' } };
export const FilledDark = dark(desktop(Filled));
export const FilledPhone = phone(Filled);

/** Enter sends, Shift+Enter is a new line. */
export const TypeAndSend: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(input).toHaveValue('First line\nsecond line');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The loading state: a message on its way. */
export const Sending: Story = {
  args: { value: 'On its way', sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};
export const SendingDarkPhone = dark(phone(Sending));

export const Error: Story = {
  args: { value: 'Hello?', error: 'Message not sent. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Message not sent. Please try again.',
    );
  },
};
export const ErrorDarkPhone = dark(phone(Error));
