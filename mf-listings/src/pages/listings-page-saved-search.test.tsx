import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  applyLiveEvent,
  queryKeys,
  SAVED_SEARCH_MESSAGES,
  useSession,
  type SavedSearchDto,
} from 'shared-api';
import {
  addSavedSearch,
  API,
  makeListingDto,
  otherUser,
  signInTestUser,
  testUser,
} from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from 'remote-harness/testing';
import {
  SAVE_SEARCH_SIGN_IN_TITLE,
  SEARCH_SAVED,
} from '../features/saved-search/components/save-search-texts';
import ListingsPage from './listings-page';

/** Saved searches on /listings: 'Save Search', and opening a saved search with its new listings. */
const mock = setupMockApi();
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});

const show = async (path = '/listings') => {
  const user = userEvent.setup();
  renderWithShell([{ path: '/listings', element: <ListingsPage /> }], path);
  await screen.findByRole('heading', { name: /^Available Listings \(\d+\)$/ }, { timeout: 5000 });
  return user;
};
const saveButton = () => screen.findByRole('button', { name: 'Save Search' });
/** The note under the title (its name is in a span of its own). */
const isNote = (_: string, el: Element | null) =>
  el?.tagName === 'P' && !!el.textContent?.startsWith('Saved search:');
const nameField = () => screen.getByRole('textbox', { name: 'Name' });

describe('Save Search', () => {
  it('asks a signed-out visitor to sign in, then opens the dialog by itself', async () => {
    const user = await show('/listings?term=Fall');
    await user.click(await saveButton());
    expect(useSession.getState().signIn).toEqual({ open: true, title: SAVE_SEARCH_SIGN_IN_TITLE });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => signInTestUser());
    expect(await screen.findByRole('dialog', { name: 'Save Search' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Fall');
  });

  it('saves the filters under the given name, then says the search is saved', async () => {
    signInTestUser();
    const user = await show('/listings?term=Fall&maxPrice=1500&roommates=2&sort=price-asc&utm=x');
    await user.click(await saveButton());
    expect(nameField()).toHaveValue('Fall · $0 – $1,500 · 2 roommates');
    await user.clear(nameField());
    await user.type(nameField(), 'Fall near campus');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Search' }),
    );

    expect(await screen.findByText(SEARCH_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.db.savedSearches.map((s) => [s.name, s.query])).toEqual([
      ['Fall near campus', 'term=Fall&maxPrice=1500&roommates=2&sort=price-asc'],
    ]);
    const saved = screen.getByRole('button', { name: 'Search Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Save Search' })).not.toBeInTheDocument();
  });

  it('refuses an empty name with the schema message and keeps focus in the field', async () => {
    signInTestUser();
    const user = await show();
    await user.click(await saveButton());
    expect(nameField()).toHaveValue('All listings');
    await user.clear(nameField());
    await user.type(nameField(), '   ');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Search' }),
    );
    expect(nameField()).toHaveAccessibleDescription(
      expect.stringContaining(SAVED_SEARCH_MESSAGES.nameRequired),
    );
    expect(nameField()).toHaveFocus();
    expect(mock.db.savedSearches).toEqual([]);
  });

  it("shows the server's refusal in the dialog and cannot be dismissed while saving", async () => {
    signInTestUser();
    for (let i = 0; i < 20; i++)
      addSavedSearch(mock.db, testUser.uid, { name: `S${i}`, query: `minPrice=${50 * (i + 1)}` });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    mock.server.use(
      http.post(`${API}/user/saved-searches`, async () => {
        await held;
        return HttpResponse.json({ error: SAVED_SEARCH_MESSAGES.tooMany }, { status: 409 });
      }),
    );
    const user = await show('/listings?term=Spring');
    await user.click(await saveButton());
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await within(dialog).findByRole('button', { name: /Saving/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.tooMany)).toBeInTheDocument();
  });
});

describe('Opening a saved search', () => {
  it("marks its new listings 'New', marks it seen once, and keeps the marks for the visit", async () => {
    signInTestUser();
    // #1 (Fall) and #2 (Spring) were posted after it was last seen; it looks at every term.
    const search = addSavedSearch(mock.db, testUser.uid, {
      name: 'Anything',
      newListingIds: [1, 2],
    });
    const seen: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/seen')) seen.push(request.url);
    });
    const user = await show(`/listings?search=${search.id}`);

    expect(await screen.findByText(isNote)).toHaveTextContent('Saved search: Anything · 2 new');
    const card = (title: string) => screen.getByRole('article', { name: title });
    await waitFor(() =>
      expect(within(card('Langdon St studio by the lake')).getByText('New')).toBeInTheDocument(),
    );
    expect(within(card('Room in 3BR on Johnson St')).getByText('New')).toBeInTheDocument();
    expect(within(card('Summer sublet on Mifflin')).queryByText('New')).not.toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(mock.db.savedSearches[0]!.seenIds.has('1')).toBe(true));

    // A filter change keeps the search param and the marks of this visit.
    await user.click(screen.getByRole('button', { name: 'Term' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Term' })).getByRole('button', { name: 'Fall' }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(within(card('Langdon St studio by the lake')).getByText('New')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('refreshes a list loaded before the new listing was posted', async () => {
    signInTestUser();
    const search = addSavedSearch(mock.db, testUser.uid, { name: 'Fall', query: 'term=Fall' });
    const { router, queryClient } = renderWithShell(
      [{ path: '/listings', element: <ListingsPage /> }],
      '/listings?term=Fall',
    );
    await screen.findByRole('heading', { name: 'Available Listings (1)' }, { timeout: 5000 });
    // Someone posts a Fall listing; the person then opens their saved search (client navigation).
    mock.db.listings.push(
      makeListingDto({
        listingID: 77,
        firebaseUid: otherUser.uid,
        title: 'Fresh Fall room',
        term: 'Fall',
      }),
    );
    // …and the live event tells this page (the listing list itself stays cached for 10 minutes).
    await act(() => applyLiveEvent(queryClient, { type: 'saved-searches' }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<SavedSearchDto[]>(queryKeys.savedSearches.list(testUser.uid)),
      ).toEqual([expect.objectContaining({ newListingIds: [77] })]),
    );
    await act(() => router.navigate(`/listings?term=Fall&search=${search.id}`));
    const card = await screen.findByRole('article', { name: 'Fresh Fall room' });
    expect(within(card).getByText('New')).toBeInTheDocument();
  });

  it('ignores a search id that is not one of the user’s', async () => {
    signInTestUser();
    await show('/listings?search=999');
    expect(screen.queryByText(isNote)).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });
});
