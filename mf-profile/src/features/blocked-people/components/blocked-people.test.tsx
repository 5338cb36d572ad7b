import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, otherUser, signInTestUser, testUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { USER_SAFETY_TOASTS } from 'shared-api/user-safety';
import { toast } from 'shared-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import {
  BLOCKED_PEOPLE_EMPTY,
  BLOCKED_PEOPLE_LOAD_ERROR,
  BlockedPeople,
  unblockMessage,
} from './blocked-people';

// The profile's 'Blocked people' against the MSW twin of the API.
const mock = setupMockApi();
afterEach(() => act(() => toast.dismiss()));

const render = () =>
  renderWithShell([{ path: '/profile', element: <BlockedPeople /> }], '/profile');
const blockBucky = () =>
  mock.db.blocks.push({
    blockerUid: testUser.uid,
    blockedUid: otherUser.uid,
    blockedAt: '2026-03-04T18:00:00Z',
  });

describe('Blocked people', () => {
  it('says how to block someone when nobody is blocked', async () => {
    signInTestUser();
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'Blocked people' })).toBeInTheDocument();
    expect(await screen.findByText(BLOCKED_PEOPLE_EMPTY)).toBeInTheDocument();
  });

  it('lists who was blocked, and unblocks after asking, with a toast and focus on the heading', async () => {
    signInTestUser();
    blockBucky();
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    expect(within(list).getByText('Bucky Badger')).toBeInTheDocument();
    expect(within(list).getByText('Blocked Mar 4, 2026')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Unblock Bucky Badger' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Bucky Badger?' });
    expect(dialog).toHaveAccessibleDescription(unblockMessage('Bucky Badger'));
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(
      await screen.findByText(USER_SAFETY_TOASTS.unblocked('Bucky Badger')),
    ).toBeInTheDocument();
    expect(await screen.findByText(BLOCKED_PEOPLE_EMPTY)).toBeInTheDocument();
    expect(mock.db.blocks).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Blocked people' })).toHaveFocus(),
    );
  });

  it('keeps the dialog open with the reason when unblocking fails', async () => {
    signInTestUser();
    blockBucky();
    mock.server.use(
      http.delete(`${API}/user/blocks/:uid`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Unblock Bucky Badger' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Bucky Badger?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(
      await within(dialog).findByText('Something went wrong on the server. Please try again.'),
    ).toBeInTheDocument();
    expect(mock.db.blocks).toHaveLength(1);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    signInTestUser();
    let fail = true;
    mock.server.use(
      http.get(`${API}/user/blocks`, () =>
        fail ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = render();
    expect(await screen.findByText(BLOCKED_PEOPLE_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(BLOCKED_PEOPLE_EMPTY)).toBeInTheDocument();
  });
});
