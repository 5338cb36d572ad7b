import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShell } from 'remote-harness/stories';
import { dark, desktop, failing, never, phone, storyApi } from 'shared-api/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { withConversation } from '../stories/chat-world';
import MessagesPage from './messages-page';

/** /messages over the mock API: the signed-in person's conversations. */
const meta = {
  title: 'Messaging/Pages/Messages',
  component: MessagesPage,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryShell routes={[{ path: '/messages', element: <MessagesPage /> }]} entry="/messages" />
  ),
  beforeEach: storyApi((db) => withConversation(db)),
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' });
    await expect(within(list).getByText('Bucky Badger')).toBeVisible();
  },
};
export const FilledDark = dark(Filled);
export const FilledPhone = phone(Filled);
export const FilledDarkDesktop = dark(desktop(Filled));

/** Delete asks first; confirmed, the conversation leaves the list. */
export const DeleteConversation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete conversation with Bucky Badger' }),
    );
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Conversation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
    // Until the dialog has gone, the page is aria-hidden and axe (run after play) would skip it.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-aria-hidden]')).toBeNull(),
    );
  },
};

export const Empty: Story = {
  beforeEach: storyApi(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
  },
};
export const EmptyDarkPhone = dark(phone(Empty));

export const Loading: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [never('get', '/user/conversations')] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading conversations...')).toBeVisible();
  },
};
export const LoadingDarkPhone = dark(phone(Loading));

export const Error: Story = {
  beforeEach: storyApi(undefined, { handlers: () => [failing('get', '/user/conversations')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error loading conversations')).toBeVisible();
  },
};
export const ErrorDarkPhone = dark(phone(Error));

export const SignedOut: Story = {
  beforeEach: storyApi(undefined, { signedIn: false }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Sign in to view your messages' }),
    ).toBeVisible();
  },
};
