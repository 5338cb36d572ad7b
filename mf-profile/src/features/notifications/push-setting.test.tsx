import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  FAKE_PUSH_ENDPOINT,
  installFakePush,
  pushSubscriptionsOf,
  MOCK_VAPID_PUBLIC_KEY,
  signInTestUser,
  testUser,
  type FakePush,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { PUSH_TEXT } from 'shared-api/push';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import { PUSH_LABEL, PushSetting } from './push-setting';

const mock = setupMockApi();
const endpointsOf = (uid: string) => pushSubscriptionsOf(mock.db, uid).map((s) => s.endpoint);
let push: FakePush | null = null;
afterEach(() => {
  push?.restore();
  push = null;
});

function renderSetting() {
  signInTestUser();
  return renderWithShell([{ path: '/profile', element: <PushSetting /> }], '/profile');
}

describe('the profile’s notification setting', () => {
  it('turns on: asks the browser, subscribes with the server’s key, registers it, and says so', async () => {
    push = installFakePush();
    const { user } = renderSetting();
    const box = await screen.findByRole('checkbox', { name: PUSH_LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(push.prompts).toBe(0);

    await user.click(box);
    expect(await screen.findByText(PUSH_TEXT.on)).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(push.prompts).toBe(1);
    expect(endpointsOf(testUser.uid)).toEqual([FAKE_PUSH_ENDPOINT]);
  });

  it('turns off: the server forgets the endpoint, then the browser unsubscribes', async () => {
    push = installFakePush({ permission: 'granted', subscribed: true });
    mock.db.pushSubscriptions.push({
      uid: testUser.uid,
      endpoint: FAKE_PUSH_ENDPOINT,
      expirationTime: null,
      keys: { p256dh: MOCK_VAPID_PUBLIC_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
    });
    const { user } = renderSetting();
    const box = await screen.findByRole('checkbox', { name: PUSH_LABEL });
    await waitFor(() => expect(box).toBeChecked());

    await user.click(box);
    expect(await screen.findByText(PUSH_TEXT.off)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(endpointsOf(testUser.uid)).toEqual([]);
    expect(push.subscription?.unsubscribed).toBe(true);
  });

  it('refused at the prompt: stays off and says how to allow notifications again', async () => {
    push = installFakePush({ permissionAnswer: 'denied' });
    const { user } = renderSetting();
    const box = await screen.findByRole('checkbox', { name: PUSH_LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_TEXT.denied);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(endpointsOf(testUser.uid)).toEqual([]);
  });

  it('blocked earlier: locked, with the way to re-enable it', async () => {
    push = installFakePush({ permission: 'denied' });
    renderSetting();
    expect(await screen.findByText(PUSH_TEXT.denied)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: PUSH_LABEL })).toBeDisabled();
  });

  it('a browser without Web Push: locked, and says so', async () => {
    renderSetting();
    expect(await screen.findByText(PUSH_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: PUSH_LABEL })).toBeDisabled();
  });

  it('the server refuses the subscription: stays off with its reason', async () => {
    push = installFakePush();
    mock.server.use(
      http.post(`${API}/user/push-subscriptions`, () =>
        HttpResponse.json({ error: 'Too many devices' }, { status: 400 }),
      ),
    );
    const { user } = renderSetting();
    const box = await screen.findByRole('checkbox', { name: PUSH_LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many devices');
    expect(box).not.toBeChecked();
  });
});
