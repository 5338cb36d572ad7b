import { act, screen, waitFor } from '@testing-library/react';
import {
  FAKE_PUSH_ENDPOINT,
  installFakePush,
  makeConversationDto,
  makeMessageDto,
  otherUser,
  pushSubscriptionsOf,
  signInTestUser,
  testUser,
  type FakePush,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { OFFLINE_TEXT } from 'shared-api';
import { PUSH_TEXT } from 'shared-api/push';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import {
  PUSH_PROMPT_DISMISSED_KEY,
  PUSH_PROMPT_TEXT,
} from '../features/chat/components/push-prompt';
import ChatPage from './chat-page';

/** The chat offline (read-only) and its notification prompt. */
const mock = setupMockApi();
const endpointsOf = (uid: string) => pushSubscriptionsOf(mock.db, uid).map((s) => s.endpoint);
let push: FakePush | null = null;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  push?.restore();
  push = null;
  setOnline(true);
  localStorage.removeItem(PUSH_PROMPT_DISMISSED_KEY);
});

function renderChat(
  messages = [makeMessageDto({ content: 'Hi, still looking?', senderFirebaseUid: otherUser.uid })],
) {
  signInTestUser();
  mock.db.conversations = [
    makeConversationDto({
      conversationID: 42,
      requesterFirebaseUid: testUser.uid,
      listerFirebaseUid: otherUser.uid,
    }),
  ];
  mock.db.messages.set('42', messages);
  return renderWithShell(
    [{ path: '/messages/:conversationId', element: <ChatPage /> }],
    '/messages/42',
  );
}

describe('the chat offline', () => {
  it('keeps the thread, locks the composer and says why; back online it unlocks', async () => {
    push = installFakePush();
    renderChat();
    expect(await screen.findByText('Hi, still looking?')).toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      OFFLINE_TEXT.composer,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText('Hi, still looking?')).toBeInTheDocument();

    setOnline(true);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_TEXT.composer)).not.toBeInTheDocument();
  });
});

describe('the notification prompt', () => {
  it('is not offered in a chat without messages yet', async () => {
    push = installFakePush();
    renderChat([]);
    await screen.findByRole('textbox', { name: 'Message' });
    // Give the push state its moment to load: the prompt still stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).not.toBeInTheDocument();
  });

  it('once the chat has a message: turns notifications on, says so, and goes', async () => {
    push = installFakePush();
    const { user } = renderChat();
    expect(await screen.findByText(PUSH_PROMPT_TEXT)).toBeInTheDocument();
    expect(push.prompts).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(PUSH_TEXT.on)).toBeInTheDocument();
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).not.toBeInTheDocument();
    expect(endpointsOf(testUser.uid)).toEqual([FAKE_PUSH_ENDPOINT]);
  });

  it('‘Not now’ is remembered: not offered again', async () => {
    push = installFakePush();
    const first = renderChat();
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).not.toBeInTheDocument();
    first.unmount();

    renderChat();
    await screen.findByText('Hi, still looking?');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).not.toBeInTheDocument();
  });

  it('refused at the browser’s prompt: says how to allow it again, until dismissed', async () => {
    push = installFakePush({ permissionAnswer: 'denied' });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_TEXT.denied);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(PUSH_PROMPT_TEXT)).not.toBeInTheDocument());
  });

  it('not offered where the browser cannot show notifications, nor when they are on', async () => {
    renderChat();
    await screen.findByText('Hi, still looking?');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).not.toBeInTheDocument();
  });
});
