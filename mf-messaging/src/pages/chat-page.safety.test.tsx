import { act, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MESSAGES } from 'shared-api';
import {
  makeConversationDto,
  makeMessageDto,
  otherUser,
  signInTestUser,
  testUser,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { BLOCK_MESSAGES, USER_SAFETY_TOASTS } from 'shared-api/user-safety';
import { toast } from 'shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import ChatPage from './chat-page';

// Blocking and reporting the other person from a chat, against the MSW twin of the API.
const mock = setupMockApi();
afterEach(() => act(() => toast.dismiss()));

function renderChat() {
  signInTestUser();
  mock.db.conversations = [
    makeConversationDto({
      conversationID: 42,
      requesterFirebaseUid: testUser.uid,
      requesterName: testUser.displayName,
      listerFirebaseUid: otherUser.uid,
      listerName: otherUser.displayName,
      listingTitle: 'Langdon St studio',
    }),
  ];
  mock.db.messages.set('42', [
    makeMessageDto({
      content: 'Send the deposit by Zelle first',
      senderFirebaseUid: otherUser.uid,
      senderName: otherUser.displayName,
    }),
  ]);
  return renderWithShell(
    [
      { path: '/messages/:conversationId', element: <ChatPage /> },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
    '/messages/42',
  );
}

describe('Block', () => {
  it('asks first (Cancel focused), then blocks, confirms and leaves the chat', async () => {
    const { user } = renderChat();
    const open = await screen.findByRole('button', { name: 'Block' });
    await user.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Bucky Badger?' });
    expect(dialog).toHaveTextContent('They are not told');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );

    // Cancel changes nothing and gives focus back to the button.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    expect(mock.db.blocks).toEqual([]);

    await user.click(open);
    const again = await screen.findByRole('alertdialog', { name: 'Block Bucky Badger?' });
    await user.click(within(again).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(USER_SAFETY_TOASTS.blocked('Bucky Badger'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(mock.db.blocks).toMatchObject([{ blockerUid: testUser.uid, blockedUid: otherUser.uid }]);
  });

  it('tells the blocked side calmly that the message cannot be sent, and keeps their text', async () => {
    mock.db.blocks.push({
      blockerUid: otherUser.uid,
      blockedUid: testUser.uid,
      blockedAt: new Date().toISOString(),
    });
    const { user } = renderChat();
    const input = await screen.findByRole('textbox', { name: /message/i });
    await user.type(input, 'Hello again{Enter}');
    expect(await screen.findByText(BLOCK_MESSAGES.unavailable)).toBeInTheDocument();
    expect(input).toHaveValue('Hello again');
  });
});

describe('Report', () => {
  it('checks the reason, then sends the report with the conversation and confirms it', async () => {
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Bucky Badger' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText(REPORT_MESSAGES.reason)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Scam or asking for money' })).toHaveFocus();
    await user.keyboard(' ');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      'Wants a Zelle deposit before any viewing.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(USER_SAFETY_TOASTS.reported)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.db.userReports).toMatchObject([
      {
        reportedFirebaseUid: otherUser.uid,
        reporterUid: testUser.uid,
        conversationID: '42',
        reason: 'scam',
        text: 'Wants a Zelle deposit before any viewing.',
      },
    ]);
  });

  it('says so when this person was reported before', async () => {
    mock.db.userReports.push({
      reportID: 1,
      reportedFirebaseUid: otherUser.uid,
      reporterUid: testUser.uid,
      conversationID: null,
      reason: 'spam',
      text: '',
      createdAt: new Date().toISOString(),
    });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Bucky Badger' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(USER_SAFETY_TOASTS.alreadyReported)).toBeInTheDocument();
  });
});
