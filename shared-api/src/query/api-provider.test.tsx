import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingListQuery, prefetchListings, useListings } from '../listings/listing.queries';
import { makeListingDto, otherUser, signInTestUser, testUser } from '../mocks';
import { setupMockApi } from '../mocks/node';
import { setSessionUser } from '../session/session.store';
import { ApiProvider } from './api-provider';
import { PERSIST_KEY } from './persistence';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

const mock = setupMockApi();

function countRequests() {
  const urls: string[] = [];
  mock.server.events.on(
    'request:start',
    ({ request }) => void urls.push(new URL(request.url).pathname),
  );
  return urls;
}

function ListingTitles() {
  const { data } = useListings();
  return <p>{data ? data.map((l) => l.title).join(' | ') : 'loading'}</p>;
}

type Persisted = { buster: string; clientState: { queries: { queryKey: unknown[] }[] } } | null;
const persisted = (storage: Storage = localStorage) =>
  JSON.parse(storage.getItem(PERSIST_KEY) ?? 'null') as Persisted;

/** The person switches away from the page (another app or tab), then comes back. */
function hideThePageAndComeBack() {
  const visibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  visibility('hidden');
  visibility('visible');
}

/** A Storage of its own per test: what one test wrote never lands in another's. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('ApiProvider', () => {
  it('persists only the public listing list to localStorage', async () => {
    signInTestUser();
    const client = createQueryClient();
    render(
      <ApiProvider client={client}>
        <ListingTitles />
      </ApiProvider>,
    );
    await screen.findByText(/Langdon St studio/);
    client.setQueryData(queryKeys.listings.saved(testUser.uid), [makeListingDto()]);
    client.setQueryData(queryKeys.user.me(testUser.uid), { userID: 1 });
    // Not while the person is on the page: serializing the list is a long task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(persisted()).toBeNull();

    hideThePageAndComeBack();
    await waitFor(() => expect(persisted()).not.toBeNull());
    expect(persisted()?.clientState.queries.map((q) => q.queryKey)).toEqual([['listings', 'list']]);
  });

  it('writes the list when the person leaves the page', async () => {
    const storage = memoryStorage();
    render(
      <ApiProvider client={createQueryClient()} storage={storage}>
        <ListingTitles />
      </ApiProvider>,
    );
    await screen.findByText(/Langdon St studio/);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(persisted(storage)).not.toBeNull());
  });

  it('writes the list again only when it changed, not on every cache event', async () => {
    const storage = memoryStorage();
    const writes: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
      if (key === PERSIST_KEY) writes.push(value);
      setItem(key, value);
    };
    const client = createQueryClient();
    render(
      <ApiProvider client={client} storage={storage}>
        <ListingTitles />
      </ApiProvider>,
    );
    await screen.findByText(/Langdon St studio/);
    hideThePageAndComeBack();
    await waitFor(() => expect(writes).toHaveLength(1));
    // Other queries come and go (a card's photos, the user's data): the list is as it was.
    client.setQueryData(queryKeys.user.me(testUser.uid), { userID: 1 });
    client.removeQueries({ queryKey: queryKeys.user.me(testUser.uid) });
    hideThePageAndComeBack();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toHaveLength(1);
    // The list itself changed: written again.
    client.setQueryData(queryKeys.listings.list(), []);
    hideThePageAndComeBack();
    await waitFor(() => expect(writes).toHaveLength(2));
  });

  it('restores the persisted list on the next start without a request', async () => {
    mock.db.listings = [makeListingDto({ title: 'Persisted listing' })];
    const storage = memoryStorage();
    const { unmount } = render(
      <ApiProvider client={createQueryClient()} storage={storage}>
        <ListingTitles />
      </ApiProvider>,
    );
    await screen.findByText('Persisted listing');
    hideThePageAndComeBack();
    await waitFor(() => expect(persisted(storage)).not.toBeNull());
    unmount();

    const requests = countRequests();
    render(
      <ApiProvider client={createQueryClient()} storage={storage}>
        <ListingTitles />
      </ApiProvider>,
    );
    await screen.findByText('Persisted listing');
    expect(requests).toEqual([]);
    mock.server.events.removeAllListeners();
  });

  it('ignores a persisted copy older than 24 hours', async () => {
    const day = 24 * 60 * 60_000;
    const storage = memoryStorage();
    storage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        timestamp: Date.now() - day - 1000,
        buster: 'listings-v1',
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['listings', 'list'],
              queryHash: '["listings","list"]',
              // Fresh by its own clock: only the persisted copy's age may reject it.
              state: {
                data: [makeListingDto({ title: 'Old copy' })],
                dataUpdatedAt: Date.now(),
                status: 'success',
              },
            },
          ],
        },
      }),
    );
    render(
      <ApiProvider client={createQueryClient()} storage={storage}>
        <ListingTitles />
      </ApiProvider>,
    );
    await screen.findByText(/Langdon St studio/);
    expect(screen.queryByText('Old copy')).toBeNull();
  });

  it('runs onRestored once ready, e.g. to prefetch the list', async () => {
    const client = createQueryClient();
    render(
      <ApiProvider
        client={client}
        storage={memoryStorage()}
        onRestored={() => void prefetchListings(client)}
      />,
    );
    await waitFor(() => expect(client.getQueryData(listingListQuery().queryKey)).toHaveLength(4));
  });

  it('works without persistence (harnesses, Storybook) and stores nothing', async () => {
    const client = createQueryClient();
    render(
      <ApiProvider client={client} persist={false}>
        <ListingTitles />
      </ApiProvider>,
    );
    await screen.findByText(/Langdon St studio/);
    expect(localStorage.getItem(PERSIST_KEY)).toBeNull();
  });

  it("drops the previous user's data when the user changes or signs out", async () => {
    signInTestUser();
    const client = createQueryClient();
    renderHook(() => null, {
      wrapper: ({ children }) => (
        <ApiProvider client={client} persist={false}>
          {children}
        </ApiProvider>
      ),
    });
    client.setQueryData(queryKeys.listings.list(), [makeListingDto()]);
    client.setQueryData(queryKeys.listings.saved(testUser.uid), [makeListingDto()]);
    client.setQueryData(queryKeys.listings.own(testUser.uid), [makeListingDto()]);
    client.setQueryData(queryKeys.conversations.list(testUser.uid), []);
    client.setQueryData(queryKeys.messages.list(9), []);

    setSessionUser(otherUser);
    expect(client.getQueryData(queryKeys.listings.saved(testUser.uid))).toBeUndefined();
    expect(client.getQueryData(queryKeys.listings.own(testUser.uid))).toBeUndefined();
    expect(client.getQueryData(queryKeys.conversations.list(testUser.uid))).toBeUndefined();
    expect(client.getQueryData(queryKeys.messages.list(9))).toBeUndefined();
    expect(client.getQueryData(queryKeys.listings.list())).toHaveLength(1);

    client.setQueryData(queryKeys.listings.saved(otherUser.uid), []);
    setSessionUser(null);
    expect(client.getQueryData(queryKeys.listings.saved(otherUser.uid))).toBeUndefined();
  });
});
