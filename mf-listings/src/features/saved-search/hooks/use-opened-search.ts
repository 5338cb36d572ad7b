import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { queryKeys, useSavedSearches } from 'shared-api';

/** The URL param that names the saved search being opened: `/listings?<query>&search=<id>`. */
export const SEARCH_PARAM = 'search';

export interface OpenedSearch {
  name: string;
  /** The listings that were new when it was opened (kept for this visit after it is marked seen). */
  newIds: ReadonlySet<string>;
}

/**
 * The saved search the URL opens, if it is one of the user's: its new listings are snapshotted,
 * then it is marked seen once (the navbar's badge clears), while the page keeps showing 'New' on
 * those cards until the person leaves it.
 */
export function useOpenedSearch(): OpenedSearch | null {
  const [params] = useSearchParams();
  const id = params.get(SEARCH_PARAM);
  const { data } = useSavedSearches();
  const found = id === null ? undefined : data?.find((s) => String(s.id) === id);
  const [snapshot, setSnapshot] = useState<(OpenedSearch & { id: string }) | null>(null);
  if (found && snapshot?.id !== id) {
    setSnapshot({
      id: String(found.id),
      name: found.name,
      newIds: new Set(found.newListingIds.map(String)),
    });
  }
  // Once per search per visit, also under StrictMode's doubled effects.
  const marked = useRef(new Set<string>());
  const snapshotId = snapshot?.id;
  const hasNew = (snapshot?.newIds.size ?? 0) > 0;
  const client = useQueryClient();
  useEffect(() => {
    if (snapshotId === undefined || marked.current.has(snapshotId)) return;
    marked.current.add(snapshotId);
    // The list is cached for 10 minutes (and persisted): the new listings may be younger than it.
    if (hasNew) void client.invalidateQueries({ queryKey: queryKeys.listings.list() });
    // The saved-search entry loads only now (not in the list page's first load).
    import('shared-api/saved-searches')
      .then(({ markSavedSearchSeen }) => markSavedSearchSeen(client, snapshotId))
      // Not a change the person asked for: a failure only leaves the count for the next visit.
      .catch((error: unknown) => console.error('Marking the saved search seen failed', error));
  }, [snapshotId, hasNew, client]);

  if (!snapshot || snapshot.id !== id) return null;
  // A rename elsewhere shows at once; the ids stay the ones of the visit.
  return { name: found?.name ?? snapshot.name, newIds: snapshot.newIds };
}
