import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useListingDetail, useListings, useOwnListings } from '../listings/listing.queries';
import {
  createTestQueryClient,
  queryWrapper,
  signInTestUser,
  signOutTestUser,
  testUser,
} from '../mocks';
import { setupMockApi } from '../mocks/node';
import { useSession } from '../session/session.store';
import { useSavedIds, useSavedListings } from './saved.queries';
import { useToggleSave } from './saved.mutations';

const mock = setupMockApi();

function render<T>(hook: () => T) {
  const client = createTestQueryClient();
  return { client, ...renderHook(hook, { wrapper: queryWrapper(client) }) };
}

/** A screen's view: the list, the detail of listing 1, the saved tab, and the toggle. */
const useScreen = () => ({
  list: useListings(),
  detail: useListingDetail('1'),
  saved: useSavedListings(),
  own: useOwnListings(),
  toggle: useToggleSave(),
});
const isSaved = (r: { current: ReturnType<typeof useScreen> }, id: string) =>
  r.current.list.data?.find((l) => l.id === id)?.isSaved;

describe('useSavedListings', () => {
  it('stays idle when signed out', () => {
    const { result } = render(() => useSavedListings());
    expect(result.current.fetchStatus).toBe('idle');
  });

  it("loads the signed-in user's saves, all marked saved", async () => {
    signInTestUser();
    const { result } = render(() => useSavedListings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((l) => [l.id, l.isSaved])).toEqual([['2', true]]);
  });
});

describe('useToggleSave', () => {
  it('saves, then flips isSaved in every cached view after the server agreed', async () => {
    signInTestUser();
    const { result } = render(useScreen);
    await waitFor(() =>
      expect(result.current.detail.isSuccess && result.current.saved.isSuccess).toBe(true),
    );
    await waitFor(() => expect(result.current.own.isSuccess).toBe(true));
    expect(isSaved(result, '1')).toBe(false);

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.toggle.toggleSave({ id: '1', isSaved: false });
    });

    expect(outcome).toBe('saved');
    expect(mock.db.savedBy(testUser.uid).has('1')).toBe(true);
    // Observers hear of cache writes on the next tick (TanStack's notify scheduler), hence waitFor.
    await waitFor(() => expect(isSaved(result, '1')).toBe(true));
    expect(result.current.detail.data?.isSaved).toBe(true);
    expect(result.current.saved.data?.map((l) => l.id).sort()).toEqual(['1', '2']);
  });

  it('unsaves and removes it from the saved list', async () => {
    signInTestUser();
    const { result } = render(useScreen);
    await waitFor(() => expect(isSaved(result, '2')).toBe(true));

    await act(() => result.current.toggle.toggleSave({ id: 2, isSaved: true }));

    await waitFor(() => expect(isSaved(result, '2')).toBe(false));
    expect(result.current.saved.data).toEqual([]);
    expect(mock.db.savedBy(testUser.uid).size).toBe(0);
  });

  it("signed out: opens 'Sign in to save listings' and sends nothing if it is dismissed", async () => {
    let requests = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('saved-listings')) requests++;
    });
    const { result } = render(() => useToggleSave());

    let outcome!: Promise<string>;
    act(() => {
      outcome = result.current.toggleSave({ id: '1', isSaved: false });
    });
    expect(useSession.getState().signIn).toEqual({ open: true, title: 'Sign in to save listings' });
    act(() => useSession.getState().closeSignIn());

    expect(await outcome).toBe('ignored');
    expect(requests).toBe(0);
    mock.server.events.removeAllListeners();
  });

  it('signed out: saves the listing once the person signs in from that dialog', async () => {
    signOutTestUser();
    const { result } = render(() => useToggleSave());

    let outcome!: Promise<string>;
    act(() => {
      outcome = result.current.toggleSave({ id: '1', isSaved: false });
    });
    expect(mock.db.savedBy(testUser.uid).has('1')).toBe(false);
    act(() => signInTestUser());

    expect(await outcome).toBe('saved');
    expect(mock.db.savedBy(testUser.uid).has('1')).toBe(true);
  });

  it("signed out → signed in: a save that lands while the new user's first saved-list load is in flight stays saved", async () => {
    // The sign-in makes the screen load the user's saves while the save asked for runs: the server
    // answers that load from before the save. A first load cannot be cancelled by a refetch in
    // TanStack Query (it hands back the same promise), so the stale answer must not win.
    signOutTestUser();
    let releaseLoad!: () => void;
    const loadGate = new Promise<void>((resolve) => (releaseLoad = resolve));
    let loads = 0;
    mock.server.use(
      http.get('*/api/user/saved-listings', async () => {
        loads += 1;
        const before = [...mock.db.savedBy(testUser.uid)];
        if (loads === 1) await loadGate;
        return HttpResponse.json(
          mock.db.listings.filter((l) => before.includes(String(l.listingID))),
        );
      }),
    );
    const { result } = render(() => ({ ids: useSavedIds(), toggle: useToggleSave() }));
    let outcome!: Promise<string>;
    act(() => {
      outcome = result.current.toggle.toggleSave({ id: '1', isSaved: false });
    });
    act(() => signInTestUser());
    await waitFor(() => expect(loads).toBeGreaterThan(0));
    expect(await outcome).toBe('saved');
    releaseLoad();
    await waitFor(() => expect(result.current.ids?.has('1')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.ids?.has('1')).toBe(true);
  });

  it('signed out: never unsaves after sign-in, even if the listing was already saved', async () => {
    signOutTestUser();
    const { result } = render(() => useToggleSave());
    let outcome!: Promise<string>;
    act(() => {
      // '2' is already among the test user's saves; the signed-out card said "not saved".
      outcome = result.current.toggleSave({ id: '2', isSaved: false });
    });
    act(() => signInTestUser());
    expect(await outcome).toBe('saved');
    expect(mock.db.savedBy(testUser.uid).has('2')).toBe(true);
  });

  it('ignores clicks while a call for that listing is in flight, and reports it pending', async () => {
    signInTestUser();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    mock.server.use(
      http.post('*/api/saved-listings/:id', async () => {
        posts++;
        await gate;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { result } = render(() => useToggleSave());

    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.toggleSave({ id: '3', isSaved: false });
      second = result.current.toggleSave({ id: '3', isSaved: false });
    });
    await expect(second).resolves.toBe('ignored');
    await waitFor(() => expect(result.current.isPending('3')).toBe(true));
    expect(result.current.isPending('1')).toBe(false);

    release();
    await act(async () => {
      await expect(first).resolves.toBe('saved');
    });
    expect(posts).toBe(1);
    await waitFor(() => expect(result.current.isPending('3')).toBe(false));
  });

  it('rejects with the spec message on failure and leaves the cache unchanged', async () => {
    signInTestUser();
    mock.server.use(
      http.post('*/api/saved-listings/:id', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
      http.delete('*/api/saved-listings/:id', () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    const { result } = render(useScreen);
    await waitFor(() => expect(isSaved(result, '2')).toBe(true));

    await act(async () => {
      await expect(result.current.toggle.toggleSave({ id: '1', isSaved: false })).rejects.toThrow(
        'Error saving the listing. Please try again.',
      );
      await expect(result.current.toggle.toggleSave({ id: '2', isSaved: true })).rejects.toThrow(
        'Error unsaving the listing. Please try again.',
      );
    });
    expect(isSaved(result, '1')).toBe(false);
    expect(isSaved(result, '2')).toBe(true);
  });
});
