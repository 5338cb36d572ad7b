import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, signInTestUser, testUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import {
  MESSAGE_EMAIL_LABEL,
  MESSAGE_EMAIL_LOAD_ERROR,
  MESSAGE_EMAIL_OFF,
  MESSAGE_EMAIL_ON,
} from './message-email-setting';
import { NotificationsSection } from './notifications-section';

const mock = setupMockApi();

const render = () =>
  renderWithShell([{ path: '/profile', element: <NotificationsSection /> }], '/profile');

describe('Notifications section', () => {
  it('is a titled section whose message e-mail box is on by default', async () => {
    signInTestUser();
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    const settings = screen.getByRole('list', { name: 'Notification settings' });
    const box = within(settings).getByRole('checkbox', { name: MESSAGE_EMAIL_LABEL });
    // Disabled until the setting is known (never shown as off when it may be on).
    expect(box).toBeDisabled();
    await waitFor(() => expect(box).toBeChecked());
    expect(box).toBeEnabled();
  });

  it('turns the e-mails off and on again, confirming each with a toast', async () => {
    signInTestUser();
    const { user } = render();
    const box = await screen.findByRole('checkbox', { name: MESSAGE_EMAIL_LABEL });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    expect(await screen.findByText(MESSAGE_EMAIL_OFF)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(mock.db.messageAlerts.get(testUser.uid)).toBe(false);
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await screen.findByText(MESSAGE_EMAIL_ON)).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(mock.db.messageAlerts.get(testUser.uid)).toBe(true);
  });

  it('shows a setting that was turned off as off', async () => {
    signInTestUser();
    mock.db.messageAlerts.set(testUser.uid, false);
    render();
    const box = await screen.findByRole('checkbox', { name: MESSAGE_EMAIL_LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });

  it('says when the setting cannot be loaded, and tries again', async () => {
    signInTestUser();
    let fail = true;
    mock.server.use(
      http.get(`${API}/user/message-alerts`, () =>
        fail ? HttpResponse.json({ error: 'Boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = render();
    expect(await screen.findByText(MESSAGE_EMAIL_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const box = await screen.findByRole('checkbox', { name: MESSAGE_EMAIL_LABEL });
    await waitFor(() => expect(box).toBeChecked());
  });

  it('keeps the box as it was and says why when saving fails', async () => {
    signInTestUser();
    mock.server.use(
      http.put(`${API}/user/message-alerts`, () =>
        HttpResponse.json({ error: 'Too many requests, please try again later' }, { status: 429 }),
      ),
    );
    const { user } = render();
    const box = await screen.findByRole('checkbox', { name: MESSAGE_EMAIL_LABEL });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
  });
});
