import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  makeConversationDto,
  mockToken,
  otherUser,
  queryWrapper,
  signInTestUser,
  testUser,
} from '../mocks';
import { setupMockApi } from '../mocks/node';
import { dropUserCaches } from '../query/user-caches';
import { useSendMessage } from './message.mutations';
import { useMessages } from './message.queries';
import { useOutgoingMessages } from './outbox';

const mock = setupMockApi();

function renderChat() {
  signInTestUser();
  mock.db.conversations = [
    makeConversationDto({
      conversationID: 7,
      requesterFirebaseUid: testUser.uid,
      listerFirebaseUid: otherUser.uid,
    }),
  ];
  mock.db.messages.set('7', []);
  const client = createTestQueryClient();
  const view = renderHook(
    () => {
      const messages = useMessages('7');
      return {
        messages,
        outgoing: useOutgoingMessages('7', messages.data),
        sender: useSendMessage('7'),
      };
    },
    { wrapper: queryWrapper(client) },
  );
  return { client, ...view };
}

describe('the outbox of unsent messages', () => {
  it('keeps a message that failed on the way, until the stored one with its id arrives', async () => {
    mock.server.use(http.post('*/api/conversations/:id/reply', () => HttpResponse.error()));
    const { result, client } = renderChat();
    await waitFor(() => expect(result.current.messages.isSuccess).toBe(true));

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.sender.send('  Hello  ');
    });
    expect(outcome).toMatchObject({ outcome: 'notSent', kept: true });
    const [failed] = result.current.outgoing;
    expect(failed).toMatchObject({ content: 'Hello', status: 'failed', conversationId: '7' });

    // Its first attempt had reached the server after all: the next poll shows it, and the
    // outbox stops showing its copy.
    mock.server.resetHandlers();
    mock.db.messages.set('7', []);
    await fetch('/api/conversations/7/reply', {
      method: 'POST',
      headers: { Authorization: `Bearer ${mockToken(testUser.uid)}` },
      body: JSON.stringify({ content: 'Hello', clientMessageId: failed?.clientMessageId }),
    });
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(result.current.outgoing).toEqual([]));
    expect(result.current.messages.data?.map((m) => m.content)).toEqual(['Hello']);
  });

  it('drops a refused message at once (its text goes back to the composer)', async () => {
    mock.server.use(
      http.post('*/api/conversations/:id/reply', () =>
        HttpResponse.json({ error: 'Message cannot be empty' }, { status: 400 }),
      ),
    );
    const { result } = renderChat();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.sender.send('x');
    });
    expect(outcome).toMatchObject({ outcome: 'notSent', kept: false });
    expect(result.current.outgoing).toEqual([]);
  });

  it('forgets unsent messages when the user changes', async () => {
    mock.server.use(http.post('*/api/conversations/:id/reply', () => HttpResponse.error()));
    const { result, client } = renderChat();
    await act(async () => {
      await result.current.sender.send('Private note');
    });
    expect(result.current.outgoing).toHaveLength(1);
    act(() => dropUserCaches(client, testUser.uid));
    expect(result.current.outgoing).toEqual([]);
  });
});
