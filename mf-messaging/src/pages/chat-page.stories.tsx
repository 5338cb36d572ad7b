import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import { dark, desktop, failing, never, phone, storyApi } from 'shared-api/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { CONVERSATION_ID, withConversation } from '../stories/chat-world';
import { PUSH_PROMPT_TEXT } from '../features/chat/components/push-prompt';
import ChatPage from './chat-page';

/** /messages/:conversationId over the mock API (the chat tests' handlers). */
const meta = {
  title: 'Messaging/Pages/Chat',
  component: ChatPage,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryShell
      routes={[{ path: '/messages/:conversationId', element: <ChatPage /> }]}
      entry={`/messages/${CONVERSATION_ID}`}
    />
  ),
} satisfies Meta<typeof ChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: storyApi((db) => withConversation(db)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bucky Badger' })).toBeVisible();
    await expect(await canvas.findByText('Re: Langdon St studio by the lake')).toBeVisible();
    // A chat with messages offers notifications (Storybook's mock worker stands for the site's).
    await expect(await canvas.findByText(PUSH_PROMPT_TEXT)).toBeVisible();
  },
};
export const FilledDark = dark(Filled);
export const FilledPhone = phone(Filled);
export const FilledDarkDesktop = dark(desktop(Filled));

/** Enter sends: the message shows in the thread and the input is empty again. */
export const SendMessage: Story = {
  beforeEach: storyApi((db) => withConversation(db)),
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('textbox', { name: 'Message' });
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'Is there a bike room?{Enter}');
    const log = canvas.getByRole('log', { name: 'Messages' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent(
        'You: Is there a bike room?',
      ),
    );
    await expect(input).toHaveValue('');
    await expect(await canvas.findByText(PUSH_PROMPT_TEXT)).toBeVisible();
  },
};

/** A conversation without messages yet. */
export const Empty: Story = {
  beforeEach: storyApi((db) => withConversation(db, [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

export const Loading: Story = {
  beforeEach: storyApi((db) => withConversation(db), {
    handlers: () => [never('get', '/conversations/:id/messages')],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading conversation...')).toBeVisible();
  },
};
export const LoadingDarkPhone = dark(phone(Loading));

export const Error: Story = {
  beforeEach: storyApi((db) => withConversation(db), {
    handlers: () => [failing('get', '/conversations/:id/messages')],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error loading conversation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Messages' })).toBeVisible();
  },
};
export const ErrorDarkPhone = dark(phone(Error));

/**
 * Sending fails on the way (500): the message stays as 'Not sent' with Retry, in full view although
 * the failure's line under the log (and the notification offer) took room from it.
 */
export const SendFails: Story = {
  beforeEach: storyApi((db) => withConversation(db), {
    handlers: () => [failing('post', '/conversations/:id/reply', 500)],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Hello?{Enter}');
    const retry = await canvas.findByRole('button', { name: /Retry/ });
    await expect(await canvas.findByText(PUSH_PROMPT_TEXT)).toBeVisible();
    await expect(await canvas.findByText('Message not sent. Please try again.')).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Messages' });
    await waitFor(() => {
      const shown = log.getBoundingClientRect();
      const row = retry.getBoundingClientRect();
      expect(row.top).toBeGreaterThanOrEqual(shown.top);
      expect(row.bottom).toBeLessThanOrEqual(shown.bottom);
    });
  },
};
export const SendFailsPhone = phone(SendFails);

export const SignedOut: Story = {
  beforeEach: storyApi(undefined, { signedIn: false }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Sign in to view your messages' }),
    ).toBeVisible();
  },
};
