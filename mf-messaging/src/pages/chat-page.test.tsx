import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  makeConversationDto,
  makeMessageDto,
  mockToken,
  otherUser,
  signInTestUser,
  testUser,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import ChatPage from './chat-page';

const mock = setupMockApi();

afterEach(() => vi.useRealTimers());

const conversation = () =>
  makeConversationDto({
    conversationID: 42,
    requesterFirebaseUid: testUser.uid,
    requesterName: testUser.displayName,
    listerFirebaseUid: otherUser.uid,
    listerName: otherUser.displayName,
    listingTitle: 'Langdon St studio',
  });

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 18, minute)).toISOString();
const fromMe = (content: string, minute: number) =>
  makeMessageDto({
    content,
    sentAt: at(minute),
    senderFirebaseUid: testUser.uid,
    senderName: testUser.displayName,
  });
const fromBucky = (content: string, minute: number) =>
  makeMessageDto({
    content,
    sentAt: at(minute),
    senderFirebaseUid: otherUser.uid,
    senderName: otherUser.displayName,
  });

function renderChat(messages = [fromBucky('Hi, still looking?', 0), fromMe('Yes!', 2)]) {
  signInTestUser();
  mock.db.conversations = [conversation()];
  mock.db.messages.set('42', messages);
  return renderWithShell(
    [{ path: '/messages/:conversationId', element: <ChatPage /> }],
    '/messages/42',
  );
}

/** Captures reply bodies, then lets the default handler store the message. */
function recordReplies() {
  const bodies: { content: string; clientMessageId?: string }[] = [];
  mock.server.use(
    http.post('*/api/conversations/:id/reply', async ({ request }) => {
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
    }),
  );
  return bodies;
}

describe('ChatPage', () => {
  it('shows the other person, own messages as "You" and the other person by name', async () => {
    renderChat();
    expect(screen.getByText('Loading conversation...')).toBeInTheDocument();
    expect(await screen.findByText('Hi, still looking?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bucky Badger' })).toBeInTheDocument();
    expect(screen.getByText('Re: Langdon St studio')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    const [first, second] = within(log)
      .getAllByRole('listitem')
      .filter((item) => !item.querySelector('time'));
    expect(first).toHaveTextContent('Bucky Badger: Hi, still looking?');
    expect(second).toHaveTextContent('You: Yes!');
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it("says 'Verified student' beside the other person's name only when they are one", async () => {
    // The caller asked about Bucky's listing: the lister's side is the other person's.
    const conversations = [
      [{ listerVerifiedStudent: true, requesterVerifiedStudent: false }, true],
      [{ listerVerifiedStudent: false, requesterVerifiedStudent: true }, false],
    ] as const;
    for (const [flags, shown] of conversations) {
      signInTestUser();
      mock.db.conversations = [{ ...conversation(), ...flags }];
      mock.db.messages.set('42', [fromBucky('Hi!', 0)]);
      const { unmount } = renderWithShell(
        [{ path: '/messages/:conversationId', element: <ChatPage /> }],
        '/messages/42',
      );
      const header = (await screen.findByRole('heading', { name: 'Bucky Badger' })).closest(
        'header',
      ) as HTMLElement;
      await screen.findByText('Re: Langdon St studio');
      expect(within(header).queryByText('Verified student') !== null).toBe(shown);
      unmount();
    }
  });

  it('shows the reader a calm note under a message asking to pay off the site; never the sender', async () => {
    renderChat([
      fromBucky('Hi, still looking?', 0),
      fromBucky('Send the deposit by Zelle to hold it, photos at https://rooms.example/x', 1),
      fromMe('Can I pay the deposit with Venmo before the viewing?', 2),
    ]);
    const thread = await screen.findByRole('log', { name: 'Messages' });
    await within(thread).findByText(/Send the deposit by Zelle/);
    const notes = within(thread).getAllByRole('note');
    // One note: under Bucky's message, not under the reader's own (the sender is never warned).
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(
      'Be careful: this message asks for money outside the site, asks for money before a viewing and has a link to another site.',
    );
    expect(notes[0]).toHaveTextContent('never pay a deposit before you have signed a sublease');
    expect(notes[0]?.closest('li')?.textContent).toMatch(/Send the deposit by Zelle/);
  });

  it('puts a time stamp above the first message and after gaps of more than 5 minutes', async () => {
    renderChat([
      fromBucky('one', 0),
      fromMe('two', 5), // exactly 5 minutes: no stamp
      fromBucky('three', 11), // 6 minutes: stamp
      fromMe('four', 12),
    ]);
    await screen.findByText('one');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log.querySelectorAll('li > time')).toHaveLength(2);
  });

  it('shows the empty state of a new conversation', async () => {
    renderChat([]);
    expect(await screen.findByText('Start the conversation')).toBeInTheDocument();
    expect(screen.getByText('Send your first message below!')).toBeInTheDocument();
  });

  it('sends on Enter, adds a line on Shift+Enter, and disables Send while empty', async () => {
    const bodies = recordReplies();
    const { user } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type a message...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(input);

    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input).toHaveValue('Line one\nLine two');
    expect(bodies).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.content).toBe('Line one\nLine two');
    expect(bodies[0]?.clientMessageId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(input).toHaveValue('');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(/Line one\s+Line two/)).toBeInTheDocument();
  });

  it('confirms before deleting and returns to the profile messages tab', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mock.server.use(
      http.delete('*/api/conversations/:id', async () => {
        await gate;
      }),
    );
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    expect(dialog).toHaveTextContent('only remove it from your view');
    expect(dialog).toHaveTextContent('The other person will still be able to see it.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleting...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Page at /profile' })).toBeInTheDocument();
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Navigation state' })).toHaveTextContent(
      '{"activeTab":"messages"}',
    );
  });

  it('says so when deleting fails', async () => {
    mock.server.use(
      http.delete('*/api/conversations/:id', () => new HttpResponse('nope', { status: 500 })),
    );
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Delete conversation' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete conversation. Please try again.'),
    ).toBeInTheDocument();
  });

  it('polls for new messages every 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderChat();
    await screen.findByText('Yes!');
    mock.db.messages.set('42', [
      ...(mock.db.messages.get('42') ?? []),
      fromBucky('Great, when can you tour?', 3),
    ]);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(await screen.findByText('Great, when can you tour?')).toBeInTheDocument();
  });

  it('marks the conversation read when it opens and again when a new message arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads: unknown[] = [];
    mock.server.use(
      http.post('*/api/conversations/:id/read', async ({ request }) => {
        reads.push(await request.clone().json());
        return undefined; // the default handler clears the unread count
      }),
    );
    const first = fromBucky('Hi, still looking?', 0);
    renderChat([first]);
    await screen.findByText('Hi, still looking?');
    await waitFor(() => expect(reads).toEqual([{ upTo: first.messageID }]));
    const unread = async () => {
      const res = await fetch('/api/user/conversations', {
        headers: { Authorization: `Bearer ${mockToken(testUser.uid)}` },
      });
      return ((await res.json()) as { unreadCount: number }[])[0]?.unreadCount;
    };
    expect(await unread()).toBe(0);

    const next = fromBucky('Great, when can you tour?', 3);
    mock.db.messages.set('42', [first, next]);
    await vi.advanceTimersByTimeAsync(3_100);
    await screen.findByText('Great, when can you tour?');
    await waitFor(() =>
      expect(reads).toEqual([{ upTo: first.messageID }, { upTo: next.messageID }]),
    );
  });
});
