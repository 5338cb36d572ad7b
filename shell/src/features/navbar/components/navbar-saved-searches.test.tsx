import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyLiveEvent } from 'shared-api';
import {
  addSavedSearch,
  createTestQueryClient,
  makeListingDto,
  otherUser,
  queryWrapper,
  signInTestUser,
  signOutTestUser,
  testUser,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewport } from '../../../testing/viewport';
import { Navbar } from './navbar';

/** The count of new saved-search matches on the account button and in its menu. */
const mock = setupMockApi();

function renderNavbar() {
  const client = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <Navbar /> },
      { path: '*', element: <Navbar /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: queryWrapper(client) });
  return { user: userEvent.setup(), router, client };
}

afterEach(() => {
  signOutTestUser();
  vi.restoreAllMocks();
});

describe('New saved-search matches in the navbar', () => {
  it('counts each new listing once on the avatar and in the menu, which leads to the tab', async () => {
    addSavedSearch(mock.db, testUser.uid, { name: 'All', newListingIds: [1, 2] });
    addSavedSearch(mock.db, testUser.uid, { name: 'Fall', query: 'term=Fall', newListingIds: [1] });
    act(() => signInTestUser());
    const { user, router } = renderNavbar();
    const account = await screen.findByRole('button', {
      name: 'Test User, 2 new in saved searches',
    });
    expect(account).toHaveTextContent('2');

    await user.click(account);
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    const item = within(menu).getByRole('menuitem', { name: 'Saved Searches 2 new' });
    expect(item).toHaveAttribute('href', '/profile');
    await user.click(item);
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.state).toEqual({ activeTab: 'searches' });
  });

  it("shows a new match as soon as the live event 'saved-searches' arrives (no reload)", async () => {
    addSavedSearch(mock.db, testUser.uid, { name: 'Fall', query: 'term=Fall' });
    act(() => signInTestUser());
    const { client } = renderNavbar();
    const account = await screen.findByRole('button', { name: 'Test User' });
    expect(account.textContent).not.toMatch(/\d/);

    mock.db.listings.push(
      makeListingDto({ listingID: 50, firebaseUid: otherUser.uid, term: 'Fall' }),
    );
    act(() => applyLiveEvent(client, { type: 'saved-searches' }));
    expect(
      await screen.findByRole('button', { name: 'Test User, 1 new in saved searches' }),
    ).toHaveTextContent('1');
  });

  it('names the count on the phone’s avatar-only button too', async () => {
    setViewport(375);
    addSavedSearch(mock.db, testUser.uid, { name: 'All', newListingIds: [3] });
    act(() => signInTestUser());
    renderNavbar();
    expect(
      await screen.findByRole('button', {
        name: 'Test User, account menu, 1 new in saved searches',
      }),
    ).toBeInTheDocument();
  });
});
