import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addSavedSearch,
  createTestQueryClient,
  makeListingDto,
  otherUser,
  queryWrapper,
  signInTestUser,
  testUser,
} from '../mocks';
import { setupMockApi } from '../mocks/node';
import { describeSearch } from './saved-search.summary';
import {
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
  useRenameSavedSearch,
} from './saved-search.mutations';
import { useSavedSearchAlerts, useSetSavedSearchAlerts } from './saved-search.alerts';
import { useNewMatchCount, useSavedSearches } from './saved-search.queries';
import { SAVED_SEARCH_MESSAGES } from './saved-search.schema';

const mock = setupMockApi();

const useScreen = () => ({
  list: useSavedSearches(),
  count: useNewMatchCount(),
  create: useCreateSavedSearch(),
  rename: useRenameSavedSearch(),
  remove: useDeleteSavedSearch(),
  seen: useMarkSavedSearchSeen(),
});
const render = () => renderHook(useScreen, { wrapper: queryWrapper(createTestQueryClient()) });

describe('saved searches', () => {
  it('counts each new listing once across searches, and marking seen clears that search', async () => {
    signInTestUser();
    // #1 is Fall $1,150, #2 Spring $825: 'All' sees both, 'Fall' sees #1 again.
    const all = addSavedSearch(mock.db, testUser.uid, { name: 'All', newListingIds: [1, 2] });
    addSavedSearch(mock.db, testUser.uid, { name: 'Fall', query: 'term=Fall', newListingIds: [1] });
    const { result } = render();
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.list.data?.map((s) => [s.name, s.newListingIds])).toEqual([
      ['Fall', [1]],
      ['All', [2, 1]],
    ]);

    await act(() => result.current.seen.mutateAsync(all.id));
    await waitFor(() => expect(result.current.count).toBe(1));
  });

  it("saves at the top of the list; a duplicate gets the server's sentence", async () => {
    signInTestUser();
    const { result } = render();
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(() => result.current.create.mutateAsync({ name: 'Cheap', query: '?maxPrice=900' }));
    await waitFor(() =>
      expect(result.current.list.data?.map((s) => s.query)).toEqual(['maxPrice=900']),
    );

    await expect(
      result.current.create.mutateAsync({ name: 'Again', query: 'maxPrice=900' }),
    ).rejects.toThrow(SAVED_SEARCH_MESSAGES.duplicate);
  });

  it('renames and deletes in the cache; a listing posted later is a new match', async () => {
    signInTestUser();
    const s = addSavedSearch(mock.db, testUser.uid, { name: 'Old', query: 'term=Fall' });
    const { result } = render();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    await act(() => result.current.rename.mutateAsync({ id: s.id, name: 'New name' }));
    await waitFor(() => expect(result.current.list.data?.[0]?.name).toBe('New name'));

    mock.db.listings.push(
      makeListingDto({
        listingID: 9,
        firebaseUid: otherUser.uid,
        term: 'Fall',
        startDate: '2030-09-01',
      }),
    );
    await act(() => result.current.list.refetch());
    await waitFor(() => expect(result.current.count).toBe(1));

    await act(() => result.current.remove.mutateAsync(s.id));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await expect(result.current.remove.mutateAsync(s.id)).rejects.toThrow(
      SAVED_SEARCH_MESSAGES.notFound,
    );
  });

  it('reads and sets the digest setting (on by default)', async () => {
    signInTestUser();
    const { result } = renderHook(
      () => ({ alerts: useSavedSearchAlerts(), set: useSetSavedSearchAlerts() }),
      { wrapper: queryWrapper(createTestQueryClient()) },
    );
    await waitFor(() => expect(result.current.alerts.data).toEqual({ email: true }));
    await act(() => result.current.set.mutateAsync({ email: false }));
    await waitFor(() => expect(result.current.alerts.data).toEqual({ email: false }));
    expect(mock.db.searchAlerts.get(testUser.uid)).toBe(false);
  });
});

describe('describeSearch', () => {
  it("words the filters in the bar's order", () => {
    expect(describeSearch('')).toBe('All listings');
    expect(describeSearch('term=Fall&minPrice=500&maxPrice=1500&roommates=2')).toBe(
      'Fall · $500 – $1,500 · 2 roommates',
    );
    expect(describeSearch('roommates=0&amenities=Wifi,Gym&sort=price-asc', true)).toBe(
      'No roommates · Wifi, Gym · Price: Low to High',
    );
    expect(describeSearch('minPrice=500&roommates=4')).toBe('$500 – $3,000+ · 4+ roommates');
  });
});
