import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSession } from 'shared-api';
import { makeConversationDto, signInTestUser, testUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import ConversationList from './conversation-list';

const mock = setupMockApi();

const HOUR = 3_600_000;
const NOW = new Date('2026-03-12T15:00:00Z').getTime();

function renderList() {
  return renderWithShell(
    [{ path: '/messages', element: <ConversationList showTitle /> }],
    '/messages',
  );
}

/** A conversation where the test user asked about someone else's listing. */
const asRequester = (overrides: Parameters<typeof makeConversationDto>[0] = {}) =>
  makeConversationDto({
    requesterFirebaseUid: testUser.uid,
    requesterName: testUser.displayName,
    ...overrides,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('ConversationList', () => {
  it("badges the other party as 'Verified student' from their side of the conversation", async () => {
    signInTestUser();
    mock.db.conversations = [
      // The test user asks: the lister is the other party.
      asRequester({ conversationID: 7, listerName: 'Bucky Badger', listerVerifiedStudent: true }),
      // The test user lists: the requester is the other party (and not a student).
      makeConversationDto({
        conversationID: 8,
        listerFirebaseUid: testUser.uid,
        listerVerifiedStudent: true,
        requesterName: 'Riley Requester',
        requesterVerifiedStudent: false,
      }),
    ];
    renderList();
    const bucky = await screen.findByRole('link', { name: /Bucky Badger/ });
    expect(within(bucky).getByText('Verified student')).toBeInTheDocument();
    const riley = screen.getByRole('link', { name: /Riley Requester/ });
    expect(within(riley).queryByText('Verified student')).not.toBeInTheDocument();
  });

  it('shows each conversation with the other party, listing, preview, unread count and a link', async () => {
    signInTestUser();
    mock.db.conversations = [
      asRequester({
        conversationID: 7,
        listerName: 'Bucky Badger',
        listingTitle: 'Langdon studio',
        unreadCount: 3,
      }),
      // The test user is the lister here: the requester is the other party.
      makeConversationDto({
        conversationID: 8,
        listerFirebaseUid: testUser.uid,
        requesterName: 'Riley Requester',
        listingTitle: 'Mills 2BR',
        lastMessageContent: null,
        lastMessageTime: null,
      }),
      // The test user just tapped 'Contact Lister' and has not written yet.
      asRequester({
        conversationID: 9,
        listerName: 'Sam Lister',
        listingTitle: 'Regent room',
        lastMessageContent: null,
        lastMessageTime: null,
      }),
    ];
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const bucky = await screen.findByRole('link', { name: /Bucky Badger/ });
    expect(bucky).toHaveAttribute('href', '/messages/7');
    expect(within(bucky).getByText('Re: Langdon studio')).toBeInTheDocument();
    expect(within(bucky).getByText('Is it still available?')).toBeInTheDocument();
    expect(within(bucky).getByText('3')).toBeInTheDocument();
    expect(within(bucky).getByText('unread messages')).toBeInTheDocument();

    const sam = screen.getByRole('link', { name: /Sam Lister/ });
    expect(sam).toHaveAttribute('href', '/messages/9');
    expect(within(sam).getByText('No messages yet')).toBeInTheDocument();
    expect(within(sam).queryByText('unread messages')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Delete conversation with Sam Lister' }),
    ).toBeInTheDocument();
    // A thread nobody has written in yet is not in the lister's inbox (as the server answers).
    expect(screen.queryByRole('link', { name: /Riley Requester/ })).not.toBeInTheDocument();
  });

  it('caps the unread badge at 99+', async () => {
    signInTestUser();
    mock.db.conversations = [asRequester({ listerName: 'Busy Lister', unreadCount: 150 })];
    renderList();
    const row = await screen.findByRole('link', { name: /Busy Lister/ });
    expect(within(row).getByText('99+')).toBeInTheDocument();
  });

  it('shows a time of day under 24 h, a weekday under 168 h, else month and day; zone-less times are UTC', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    signInTestUser();
    const iso = (ms: number) => new Date(ms).toISOString();
    mock.db.conversations = [
      // No zone: must be read as 13:00 UTC, two hours ago, not as local time.
      asRequester({ listerName: 'Today Person', lastMessageTime: '2026-03-12 13:00:00' }),
      asRequester({ listerName: 'Week Person', lastMessageTime: iso(NOW - 72 * HOUR) }),
      asRequester({ listerName: 'Old Person', lastMessageTime: iso(NOW - 200 * HOUR) }),
    ];
    renderList();

    const today = await screen.findByRole('link', { name: /Today Person/ });
    const timeOfDay = new Date(Date.UTC(2026, 2, 12, 13)).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(within(today).getByText(timeOfDay)).toBeInTheDocument();

    const weekday = new Date(NOW - 72 * HOUR).toLocaleDateString('en-US', { weekday: 'short' });
    expect(
      within(screen.getByRole('link', { name: /Week Person/ })).getByText(weekday),
    ).toBeInTheDocument();

    const monthDay = new Date(NOW - 200 * HOUR).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
    });
    expect(
      within(screen.getByRole('link', { name: /Old Person/ })).getByText(monthDay),
    ).toBeInTheDocument();
  });

  it('says when there are no conversations yet', async () => {
    signInTestUser();
    renderList();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(
      screen.getByText('Start messaging by clicking "Contact Lister" on any listing!'),
    ).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useSession.getState().signIn.open).toBe(true);
  });

  it('shows the load error in words, with a retry, when the first load fails', async () => {
    signInTestUser();
    mock.server.use(
      http.get('*/api/user/conversations', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    renderList();
    expect(await screen.findByText('Error loading conversations')).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong on the server. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/HTTP error/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("keeps the list with 'Reconnecting...' while a poll fails, and recovers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInTestUser();
    mock.db.conversations = [asRequester({ listerName: 'Bucky Badger' })];
    renderList();
    expect(await screen.findByRole('link', { name: /Bucky Badger/ })).toBeInTheDocument();

    mock.server.use(
      http.get('*/api/user/conversations', () => new HttpResponse(null, { status: 503 })),
    );
    await vi.advanceTimersByTimeAsync(15_500);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reconnecting...'));
    expect(screen.getByRole('link', { name: /Bucky Badger/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    mock.server.resetHandlers();
    mock.db.conversations = [
      asRequester({ listerName: 'Bucky Badger' }),
      asRequester({ listerName: 'New Lister' }),
    ];
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await screen.findByRole('link', { name: /New Lister/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('deletes a conversation from the list after confirming, showing Deleting... meanwhile', async () => {
    signInTestUser();
    mock.db.conversations = [asRequester({ conversationID: 5, listerName: 'Bucky Badger' })];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mock.server.use(
      // Held until the test has seen 'Deleting...', then falls through to the default handler, which hides it in the mock db.
      http.delete('*/api/conversations/:id', async () => {
        await gate;
      }),
    );
    const { user } = renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Delete conversation with Bucky Badger' }),
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Conversation' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this conversation? This will only remove it from your view.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /Bucky Badger/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete conversation with Bucky Badger' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleting...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Bucky Badger/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
  });

  it('keeps the dialog open with the spec message when deleting fails', async () => {
    signInTestUser();
    mock.db.conversations = [asRequester({ listerName: 'Bucky Badger' })];
    mock.server.use(
      http.delete('*/api/conversations/:id', () =>
        HttpResponse.json({ error: 'no' }, { status: 500 }),
      ),
    );
    const { user } = renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Delete conversation with Bucky Badger' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete conversation. Please try again.'),
    ).toBeInTheDocument();
    // Still listed (behind the open dialog, hence hidden from the accessibility tree for now).
    expect(screen.getByRole('link', { name: /Bucky Badger/, hidden: true })).toBeInTheDocument();
  });

  it('polls every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInTestUser();
    renderList();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();

    mock.db.conversations = [asRequester({ listerName: 'New Lister' })];
    await vi.advanceTimersByTimeAsync(14_000);
    expect(screen.queryByRole('link', { name: /New Lister/ })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByRole('link', { name: /New Lister/ })).toBeInTheDocument();
  });
});
