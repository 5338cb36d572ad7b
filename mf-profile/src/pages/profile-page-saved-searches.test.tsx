import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addSavedSearch, API, signInTestUser, testUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import { DIGEST_LABEL, DIGEST_OFF } from '../features/saved-searches-tab/components/digest-setting';
import {
  SEARCHES_EMPTY,
  SEARCH_DELETED,
  SEARCH_RENAMED,
} from '../features/saved-searches-tab/components/saved-searches';
import ProfilePage from './profile-page';

/** The Saved Searches tab of the profile. */
const mock = setupMockApi();

async function openTab(entry: Parameters<typeof renderWithShell>[1] = '/profile') {
  const utils = renderWithShell([{ path: '/profile', element: <ProfilePage /> }], entry);
  await utils.user.click(await screen.findByRole('tab', { name: /^Saved Searches/ }));
  return utils;
}
const rows = () =>
  within(screen.getByRole('list', { name: 'Saved searches' })).getAllByRole('listitem');

describe('Saved Searches tab', () => {
  it('lists each search with its filters in words and its new matches; the tab counts them', async () => {
    signInTestUser();
    addSavedSearch(mock.db, testUser.uid, {
      name: 'Cheap Fall',
      query: 'term=Fall&maxPrice=1200&sort=price-asc',
      newListingIds: [1],
    });
    addSavedSearch(mock.db, testUser.uid, { name: 'Everything', newListingIds: [1, 2] });
    const { user } = renderWithShell([{ path: '/profile', element: <ProfilePage /> }], '/profile');
    // #1 is new for both searches: 2 distinct listings.
    await user.click(await screen.findByRole('tab', { name: /Saved Searches.*2 new matches/ }));
    await screen.findByRole('list', { name: 'Saved searches' });
    const [everything, cheap] = rows();
    expect(everything).toHaveTextContent('Everything2 newAll listings');
    expect(cheap).toHaveTextContent('Cheap Fall1 newFall · $0 – $1,200 · Price: Low to High');
    expect(within(cheap!).getByRole('link', { name: 'Open Cheap Fall' })).toHaveAttribute(
      'href',
      `/listings?term=Fall&maxPrice=1200&sort=price-asc&search=${mock.db.savedSearches[0]!.id}`,
    );
  });

  it("says '100+ new' at the server's cap", async () => {
    signInTestUser();
    addSavedSearch(mock.db, testUser.uid, { name: 'Busy' });
    mock.server.use(
      http.get(`${API}/user/saved-searches`, () =>
        HttpResponse.json([
          {
            id: 1,
            name: 'Busy',
            query: '',
            createdAt: '2026-01-01T00:00:00Z',
            lastSeenAt: '2026-01-01T00:00:00Z',
            newListingIds: Array.from({ length: 100 }, (_, i) => i + 1),
          },
        ]),
      ),
    );
    await openTab();
    expect(await screen.findByText('100+ new')).toBeInTheDocument();
  });

  it('renames with the shared rule, then confirms with a toast', async () => {
    signInTestUser();
    addSavedSearch(mock.db, testUser.uid, { name: 'Old name', query: 'term=Fall' });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Rename Old name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Old name');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please name this search'));
    expect(field).toHaveFocus();
    await user.type(field, 'Fall by the lake');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SEARCH_RENAMED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Fall by the lake/ })).toBeInTheDocument();
    expect(mock.db.savedSearches[0]!.name).toBe('Fall by the lake');
  });

  it('deletes after asking, then shows the empty state with Browse Listings', async () => {
    signInTestUser();
    addSavedSearch(mock.db, testUser.uid, { name: 'Gone soon' });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Gone soon' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SEARCH_DELETED)).toBeInTheDocument();
    expect(await screen.findByText(SEARCHES_EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
    expect(mock.db.savedSearches).toEqual([]);
  });

  it('shows a load failure with a retry', async () => {
    signInTestUser();
    mock.server.use(
      http.get(`${API}/user/saved-searches`, () =>
        HttpResponse.json({ error: 'Boom' }, { status: 400 }),
      ),
    );
    await openTab();
    expect(await screen.findByText('Error loading saved searches')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
  });

  it('turns the daily digest off (on by default) with a toast', async () => {
    signInTestUser();
    const { user } = await openTab();
    const box = await screen.findByRole('checkbox', { name: DIGEST_LABEL });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    expect(await screen.findByText(DIGEST_OFF)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(mock.db.searchAlerts.get(testUser.uid)).toBe(false);
  });

  it('opens on the tab when navigated there with activeTab', async () => {
    signInTestUser();
    renderWithShell([{ path: '/profile', element: <ProfilePage /> }], {
      pathname: '/profile',
      state: { activeTab: 'searches' },
    });
    expect(await screen.findByText(SEARCHES_EMPTY)).toBeInTheDocument();
  });
});
