import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, otherUser, queryWrapper, signInTestUser } from '../mocks';
import { setupMockApi } from '../mocks/node';
import { useSavedListings } from '../saved/saved.queries';
import { useDeleteListing } from './listing.mutations';
import { useListings, useOwnListings } from './listing.queries';

const mock = setupMockApi();

function render<T>(hook: () => T) {
  const client = createTestQueryClient();
  return { client, ...renderHook(hook, { wrapper: queryWrapper(client) }) };
}
const useScreen = () => ({
  list: useListings(),
  own: useOwnListings(),
  saved: useSavedListings(),
  del: useDeleteListing(),
});

describe('useDeleteListing', () => {
  it("removes the listing from the public list and the owner's list", async () => {
    signInTestUser();
    const { result } = render(useScreen);
    await waitFor(() =>
      expect(result.current.list.isSuccess && result.current.own.isSuccess).toBe(true),
    );
    expect(result.current.own.data?.map((l) => l.id)).toEqual(['4']);

    await act(() => result.current.del.mutateAsync('4'));

    expect(mock.db.findListing(4)).toBeUndefined();
    // Observers hear of cache writes on the next tick (TanStack's notify scheduler), hence waitFor.
    await waitFor(() => expect(result.current.own.data).toEqual([]));
    expect(result.current.list.data?.map((l) => l.id)).toEqual(['3', '2', '1']);
  });

  it("also drops it from the saver's saved list", async () => {
    signInTestUser(otherUser);
    mock.db.savedBy(otherUser.uid).add('1');
    const { result } = render(useScreen);
    await waitFor(() => expect(result.current.saved.data?.map((l) => l.id)).toEqual(['1']));

    await act(() => result.current.del.mutateAsync(1));

    await waitFor(() => expect(result.current.saved.data).toEqual([]));
  });

  it("fails with 'Failed to delete listing. Please try again.' and keeps the caches", async () => {
    signInTestUser(); // not the owner of listing 1: the server answers 403
    const { result } = render(useScreen);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(async () => {
      await expect(result.current.del.mutateAsync('1')).rejects.toThrow(
        'Failed to delete listing. Please try again.',
      );
    });
    await waitFor(() =>
      expect(result.current.del.error?.message).toBe('Failed to delete listing. Please try again.'),
    );
    expect((result.current.del.error?.cause as Error).message).toBe(
      'Only the owner can delete this listing',
    );
    expect(result.current.list.data).toHaveLength(4);
  });

  it('needs a signed-in user', async () => {
    mock.server.use(http.delete('*/api/listings/:id', () => HttpResponse.error()));
    const { result } = render(() => useDeleteListing());
    await act(async () => {
      await expect(result.current.mutateAsync('4')).rejects.toMatchObject({
        cause: { message: 'User not authenticated' },
      });
    });
  });
});
