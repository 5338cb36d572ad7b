import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  makeConversationDto,
  makeMessageDto,
  otherUser,
  signInTestUser,
  testUser,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import ChatPage from './chat-page';

// The chat when the API misbehaves: failed polls, failed or hung sends.
const mock = setupMockApi();

afterEach(() => vi.useRealTimers());

const REPLY = '*/api/conversations/:id/reply';
const MESSAGES = '*/api/conversations/:id/messages';

function renderChat() {
  signInTestUser();
  mock.db.conversations = [
    makeConversationDto({
      conversationID: 42,
      requesterFirebaseUid: testUser.uid,
      requesterName: testUser.displayName,
      listerFirebaseUid: otherUser.uid,
      listerName: otherUser.displayName,
    }),
  ];
  mock.db.messages.set('42', [
    makeMessageDto({
      content: 'Hi, still looking?',
      sentAt: new Date(Date.now() - 60_000).toISOString(),
      senderFirebaseUid: otherUser.uid,
      senderName: otherUser.displayName,
    }),
  ]);
  return renderWithShell(
    [{ path: '/messages/:conversationId', element: <ChatPage /> }],
    '/messages/42',
  );
}

/** Every reply body the API receives (recorded first, then the next handler answers). */
function recordReplies() {
  const bodies: { content: string; clientMessageId?: string }[] = [];
  mock.server.use(
    http.post(REPLY, async ({ request }) => {
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
    }),
  );
  return bodies;
}

const stored = (content: string) =>
  mock.db.messages.get('42')?.filter((m) => m.content === content) ?? [];
const log = () => screen.getByRole('log', { name: 'Messages' });
const hang = () => new Promise<never>(() => {});

describe('ChatPage when sending fails', () => {
  it("shows a sent message at once as 'Sending...' and locks Send until it is stored", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mock.server.use(http.post(REPLY, () => gate.then(() => undefined)));
    const { user } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Is parking included?{Enter}');

    const pending = within(log()).getByText('Is parking included?').closest('li')!;
    expect(pending).toHaveTextContent('Sending...');
    expect(input).toHaveValue('');
    await user.type(input, 'And laundry?');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    release();
    await waitFor(() => expect(within(log()).queryByText('Sending...')).not.toBeInTheDocument());
    expect(within(log()).getAllByText('Is parking included?')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("keeps a failed message as 'Not sent' with a keyboard Retry that resends the same id once", async () => {
    mock.server.use(
      http.post(REPLY, () => HttpResponse.json({ error: 'down' }, { status: 500 }), { once: true }),
    );
    const bodies = recordReplies();
    const { user } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Is parking included?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Message not sent. Please try again.',
    );
    const bubble = within(log()).getByText('Is parking included?').closest('li')!;
    expect(bubble).toHaveTextContent('Not sent');
    expect(input).toHaveValue(''); // the text is in the thread, not back in the input
    const retry = within(bubble).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAccessibleDescription('Is parking included?');

    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.clientMessageId).toBe(bodies[0]?.clientMessageId);
    expect(within(log()).getAllByText('Is parking included?')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(stored('Is parking included?')).toHaveLength(1);
  });

  it("times a hung send out after 15 s as 'Not sent'; Retry then sends it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let first = true;
    mock.server.use(
      http.post(REPLY, () => {
        if (!first) return undefined;
        first = false;
        return hang();
      }),
    );
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello?{Enter}');
    const bubble = () => within(log()).getByText('Hello?').closest('li')!;
    expect(bubble()).toHaveTextContent('Sending...');

    await vi.advanceTimersByTimeAsync(14_000);
    expect(bubble()).toHaveTextContent('Sending...');
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(bubble()).toHaveTextContent('Not sent'));
    expect(screen.getByRole('alert')).toHaveTextContent('Message not sent. Please try again.');

    await user.click(within(bubble()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bubble().textContent).not.toMatch(/Not sent|Sending/));
    expect(stored('Hello?')).toHaveLength(1);
  });

  it('never doubles a message whose answer was lost: the retry gets the stored one', async () => {
    let first = true;
    mock.server.use(
      http.post(REPLY, async ({ request }) => {
        if (!first) return undefined;
        first = false;
        // The server stores it (the default handler, through the same mock API) …
        await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: await request.clone().text(),
        });
        // … but the answer never reaches the browser.
        return HttpResponse.error();
      }),
    );
    const bodies = recordReplies();
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Only once{Enter}');
    await waitFor(() => expect(within(log()).queryByText('Sending...')).not.toBeInTheDocument());
    expect(within(log()).getAllByText('Only once')).toHaveLength(1);
    expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument();
    expect(new Set(bodies.map((b) => b.clientMessageId)).size).toBe(1);
    expect(stored('Only once')).toHaveLength(1);
  });

  it("gives the text back with the server's reason when the server refuses it", async () => {
    mock.server.use(
      http.post(REPLY, () =>
        HttpResponse.json({ error: 'You are not part of this conversation' }, { status: 403 }),
      ),
    );
    const { user } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not part of this conversation',
    );
    expect(input).toHaveValue('Hello');
    expect(within(log()).queryByText('Hello')).not.toBeInTheDocument();
  });
});

describe('ChatPage when the messages poll fails', () => {
  it("keeps the thread and its 'not sent' notice with 'Reconnecting...' and recovers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mock.server.use(http.post(REPLY, () => HttpResponse.error()));
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent.');

    let polls = 0;
    mock.server.use(
      http.get(MESSAGES, () => {
        polls++;
        return new HttpResponse('<html>Bad Gateway</html>', { status: 502 });
      }),
    );
    await vi.advanceTimersByTimeAsync(3_100);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reconnecting...'));
    expect(screen.getByText('Hi, still looking?')).toBeInTheDocument();
    expect(within(log()).getByText('Still there?').closest('li')).toHaveTextContent('Not sent');
    expect(screen.getByRole('alert')).toHaveTextContent('Message not sent. Please try again.');
    expect(document.body.textContent).not.toMatch(/HTTP error|502/);

    // Still polling, but backing off: a minute of failures is far fewer than 20 polls.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls).toBeGreaterThanOrEqual(3);
    expect(polls).toBeLessThanOrEqual(8);

    mock.server.resetHandlers();
    mock.db.messages.set('42', [
      ...(mock.db.messages.get('42') ?? []),
      makeMessageDto({
        content: 'Yes, still here',
        senderFirebaseUid: otherUser.uid,
        senderName: otherUser.displayName,
      }),
    ]);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await screen.findByText('Yes, still here')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the error state, in words, only when the first load fails', async () => {
    mock.server.use(http.get(MESSAGES, () => new HttpResponse(null, { status: 502 })));
    renderChat();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading conversation');
    expect(alert).toHaveTextContent('The server could not be reached. Please try again.');
    expect(alert).not.toHaveTextContent('HTTP error');
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toBeInTheDocument();
  });
});
