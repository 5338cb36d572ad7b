import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { apiDelete, apiPost } from '../client';
import type { Id } from '../common.schema';
import {
  findCachedListing,
  patchCachedListing,
  refetchListingsInFlight,
} from '../listings/listing.cache';
import { sameId } from '../listings/listing.mappers';
import type { ListingDto } from '../listings/listing.schema';
import { mutationKeys, queryKeys } from '../query/query-keys';
import { signInFirst, useSession } from '../session/session.store';

export const SAVE_SIGN_IN_TITLE = 'Sign in to save listings';
export const SAVE_ERROR = 'Error saving the listing. Please try again.';
export const UNSAVE_ERROR = 'Error unsaving the listing. Please try again.';
/** The profile's Saved tab words the same failure differently. */
export const PROFILE_UNSAVE_ERROR = 'Failed to unsave listing. Please try again.';

/** What a save toggle needs to know about a listing: `Listing` satisfies it. */
export interface SaveTarget {
  id: Id;
  isSaved: boolean;
}

/** `'saved' | 'unsaved'` after the call succeeded; `'ignored'` while one is in flight or signed out. */
export type ToggleSaveResult = 'saved' | 'unsaved' | 'ignored';

// Per client (not per component), so a card and the map preview of one listing share the guard.
const inFlight = new WeakMap<QueryClient, Set<string>>();
function inFlightFor(client: QueryClient) {
  let set = inFlight.get(client);
  if (!set) inFlight.set(client, (set = new Set()));
  return set;
}

/** After a successful call: flip `isSaved` wherever the listing is cached, and keep the saved list right. */
function applySaved(client: QueryClient, uid: string, id: Id, saved: boolean) {
  patchCachedListing(client, id, { isSaved: saved });
  const key = queryKeys.listings.saved(uid);
  const list = client.getQueryData<ListingDto[]>(key);
  if (!list) return;
  if (!saved) {
    client.setQueryData(
      key,
      list.filter((d) => !sameId(d.listingID, id)),
    );
  } else if (!list.some((d) => sameId(d.listingID, id))) {
    const dto = findCachedListing(client, id);
    if (dto) client.setQueryData(key, [{ ...dto, isSaved: true }, ...list]);
    else void client.invalidateQueries({ queryKey: key });
  }
}

/**
 * A load of the saved list that started before this call reached the server answers without it.
 * `refetchListingsInFlight` cannot restart a *first* load (TanStack hands back the same promise when
 * there is no data yet), which is exactly the load a sign-in starts while the save it asked for
 * runs: cancel it so its answer never lands, and ask again.
 */
async function dropStaleSavedLoad(client: QueryClient, uid: string) {
  const filters = { queryKey: queryKeys.listings.saved(uid), exact: true };
  if (client.getQueryState(filters.queryKey)?.fetchStatus !== 'fetching') return;
  await client.cancelQueries(filters);
  void client.refetchQueries(filters);
}

const anyBody = z.unknown();

/**
 * Save / unsave: signed out opens the sign-in dialog and sends nothing; clicks on a
 * listing whose call is in flight are ignored; the cached state flips only after success. A failure
 * rejects with 'Error saving/unsaving the listing…', for the caller's toast. `pendingIds` drives
 * disabled buttons.
 */
export function useToggleSave() {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: mutationKeys.toggleSave,
    mutationFn: async ({ id, save }: { id: Id; save: boolean; uid: string }) => {
      const path = `/saved-listings/${encodeURIComponent(String(id))}`;
      try {
        if (save) await apiPost(path, {}, anyBody);
        else await apiDelete(path);
      } catch (cause) {
        throw new Error(save ? SAVE_ERROR : UNSAVE_ERROR, { cause });
      }
    },
    onSuccess: async (_data, { id, save, uid }) => {
      await dropStaleSavedLoad(client, uid);
      applySaved(client, uid, id, save);
      void refetchListingsInFlight(client);
    },
  });

  const toggleSave = useCallback(
    async (listing: SaveTarget): Promise<ToggleSaveResult> => {
      let uid = useSession.getState().user?.uid;
      // Signed out, the card shows "not saved": once signed in, the save they asked for is done
      // (a save, never an unsave: the listing may already be among their saved ones; saving twice
      // is harmless on the server).
      let save = !listing.isSaved;
      if (!uid) {
        if (!(await signInFirst(SAVE_SIGN_IN_TITLE))) return 'ignored';
        uid = useSession.getState().user?.uid;
        if (!uid) return 'ignored';
        save = true;
      }
      const pending = inFlightFor(client);
      const key = String(listing.id);
      if (pending.has(key)) return 'ignored';
      pending.add(key);
      try {
        await mutateAsync({ id: listing.id, save, uid });
        return save ? 'saved' : 'unsaved';
      } finally {
        pending.delete(key);
      }
    },
    [client, mutateAsync],
  );

  const pending = useMutationState({
    filters: { mutationKey: mutationKeys.toggleSave, status: 'pending' },
    select: (m) => String((m.state.variables as { id: Id } | undefined)?.id),
  });
  const pendingIds = useMemo(() => new Set(pending), [pending]);
  const isPending = useCallback((id: Id) => pendingIds.has(String(id)), [pendingIds]);

  return { toggleSave, isPending, pendingIds };
}
