import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
// The barrel through the package name, as `validation/`: this entry is bundled by the remotes that
// use it, and must use the page's one shared-api (its session store, its client), not a copy.
import {
  apiDelete,
  apiPatch,
  apiPost,
  queryKeys,
  savedSearchDtoSchema,
  useSession,
  type Id,
  type SavedSearchDto,
} from 'shared-api';
import type { CreateSavedSearchInput } from './saved-search.schema';

const path = (id?: Id) =>
  `/user/saved-searches${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

type List = SavedSearchDto[] | undefined;

/** Patches the signed-in user's cached list with a mutation's answer (no refetch needed). */
function patchList(client: QueryClient, change: (list: SavedSearchDto[]) => SavedSearchDto[]) {
  const uid = useSession.getState().user?.uid;
  if (uid)
    client.setQueryData(queryKeys.savedSearches.list(uid), (old: List) => old && change(old));
}

const replace = (dto: SavedSearchDto) => (list: SavedSearchDto[]) =>
  list.map((s) => (String(s.id) === String(dto.id) ? dto : s));

/**
 * Save, rename, delete, mark seen: each patches the cached list with the answer. A failure reloads
 * the list (a 404 means another tab deleted it) and rejects with the server's sentence.
 */
function useListMutation<V, A>(
  send: (vars: V) => Promise<A>,
  change: (answer: A, vars: V) => (list: SavedSearchDto[]) => SavedSearchDto[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, vars) => patchList(client, change(answer, vars)),
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.savedSearches.all }),
  });
}

export const useCreateSavedSearch = () =>
  useListMutation(
    (input: CreateSavedSearchInput) => apiPost(path(), input, savedSearchDtoSchema),
    (dto) => (list) => [dto, ...list],
  );

export const useRenameSavedSearch = () =>
  useListMutation(
    ({ id, name }: { id: Id; name: string }) => apiPatch(path(id), { name }, savedSearchDtoSchema),
    replace,
  );

export const useDeleteSavedSearch = () =>
  useListMutation(
    (id: Id) => apiDelete(path(id)),
    (_, id) => (list) => list.filter((s) => String(s.id) !== String(id)),
  );

/** Opening a search: its new matches become seen (the page keeps its own copy of the ids first). */
export const useMarkSavedSearchSeen = () => useListMutation(postSeen, replace);

const postSeen = (id: Id) => apiPost(`${path(id)}/seen`, {}, savedSearchDtoSchema);

/**
 * The same outside React, for a page that loads this entry only when a saved search is opened
 * (mf-listings): posts `seen` and puts the answer in the cached list.
 */
export async function markSavedSearchSeen(client: QueryClient, id: Id): Promise<void> {
  patchList(client, replace(await postSeen(id)));
}
