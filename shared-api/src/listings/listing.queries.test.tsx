import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  makeListingDto,
  queryWrapper,
  signInTestUser,
  testUser,
} from '../mocks';
import { setupMockApi } from '../mocks/node';
import { queryKeys } from '../query/query-keys';
import {
  listingListQuery,
  prefetchListings,
  useListingDetail,
  useListings,
  useOwnListings,
} from './listing.queries';

const mock = setupMockApi();

function render<T>(hook: () => T) {
  const client = createTestQueryClient();
  return { client, ...renderHook(hook, { wrapper: queryWrapper(client) }) };
}

describe('useListings', () => {
  it('lists public listings, newest first, without a token', async () => {
    let auth: string | null = 'unset';
    mock.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/listings')
        auth = request.headers.get('Authorization');
    });
    const { result } = render(() => useListings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((l) => l.id)).toEqual(['4', '3', '2', '1']);
    expect(result.current.data?.[0]).toMatchObject({
      title: 'Academic year 2BR on Mills',
      semester: 'Academic Year',
    });
    expect(result.current.data?.every((l) => !l.isSaved)).toBe(true);
    expect(auth).toBeNull();
    mock.server.events.removeAllListeners();
  });

  it("marks the signed-in user's saved listings (the public list cannot know them)", async () => {
    signInTestUser();
    const { result } = render(() => useListings());
    await waitFor(() => expect(result.current.data?.find((l) => l.id === '2')?.isSaved).toBe(true));
    expect(result.current.data?.filter((l) => l.isSaved).map((l) => l.id)).toEqual(['2']);
  });

  it('exposes failures as the client error', async () => {
    mock.server.use(http.get('*/api/listings', () => new HttpResponse(null, { status: 503 })));
    const { result } = render(() => useListings());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      'The server could not be reached. Please try again.',
    );
  });

  it('uses the spec cache times', () => {
    expect(listingListQuery()).toMatchObject({
      queryKey: ['listings', 'list'],
      staleTime: 10 * 60_000,
      gcTime: 90 * 60_000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      refetchOnReconnect: true,
    });
  });
});

describe('prefetchListings', () => {
  it('fills the cache once and does not refetch while fresh', async () => {
    let calls = 0;
    mock.server.events.on('request:start', () => void calls++);
    const client = createTestQueryClient();
    await prefetchListings(client);
    await prefetchListings(client);
    expect(client.getQueryData(listingListQuery().queryKey)).toHaveLength(4);
    expect(calls).toBe(1);
    mock.server.events.removeAllListeners();
  });
});

describe('useListingDetail', () => {
  it('loads one listing with its lister', async () => {
    const { result } = render(() => useListingDetail('1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      id: '1',
      title: 'Langdon St studio by the lake',
      // The unit number is the owner's alone (their edit form reads it).
      address: '120 Langdon St, Madison, WI 53703',
      aptnumber: '',
      poster: {
        name: 'Bucky Badger',
        email: 'bucky@wisc.edu',
        joinDate: 'Member since September 2023',
      },
    });
  });

  it('does nothing without an id', async () => {
    const { result } = render(() => useListingDetail(undefined));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('fails with status 404 for a missing listing', async () => {
    const { result } = render(() => useListingDetail(999));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, message: 'Listing not found' });
  });

  it("merges the user's saved state", async () => {
    signInTestUser();
    const { result } = render(() => useListingDetail(2));
    await waitFor(() => expect(result.current.data?.isSaved).toBe(true));
  });

  it('shows the cached list copy while the details load', async () => {
    mock.server.use(
      http.get('*/api/listings/:id/details', () => new Promise<never>(() => undefined)),
    );
    const client = createTestQueryClient();
    client.setQueryData(listingListQuery().queryKey, [
      makeListingDto({ listingID: 5, title: 'From the list' }),
    ]);
    const { result } = renderHook(() => useListingDetail('5'), { wrapper: queryWrapper(client) });
    expect(result.current.data?.title).toBe('From the list');
    expect(result.current.isPlaceholderData).toBe(true);
  });
});

describe('useOwnListings', () => {
  it('stays idle when signed out', () => {
    const { result } = render(() => useOwnListings());
    expect(result.current.fetchStatus).toBe('idle');
  });

  it("loads the signed-in user's listings, keyed by uid", async () => {
    signInTestUser();
    const { result, client } = render(() => useOwnListings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((l) => l.id)).toEqual(['4']);
    expect(client.getQueryData(queryKeys.listings.own(testUser.uid))).toBeDefined();
  });

  it('surfaces a 401 so the profile can suggest signing in again', async () => {
    signInTestUser();
    mock.server.use(
      http.get('*/api/user/listings', () =>
        HttpResponse.json({ error: 'User not authenticated' }, { status: 401 }),
      ),
    );
    const { result } = render(() => useOwnListings());
    await waitFor(() => expect(result.current.isError).toBe(true));
    // The status, not the words, tells the profile to suggest signing in again.
    expect(result.current.error).toMatchObject({ status: 401, message: 'User not authenticated' });
  });
});
