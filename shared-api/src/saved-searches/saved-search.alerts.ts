import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The barrel through the package name: see saved-search.mutations.ts.
import {
  apiGet,
  apiPut,
  MINUTE,
  queryKeys,
  savedSearchAlertsSchema,
  useCurrentUid,
  useSession,
  type SavedSearchAlerts,
} from 'shared-api';

/** `GET /user/saved-search-alerts`: whether the daily e-mail digest is on. */
export const savedSearchAlertsQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.savedSearches.alerts(uid ?? ''),
    queryFn: ({ signal }) =>
      apiGet('/user/saved-search-alerts', savedSearchAlertsSchema, { signal }),
    enabled: !!uid,
    staleTime: MINUTE,
  });

export const useSavedSearchAlerts = () => useQuery(savedSearchAlertsQuery(useCurrentUid()));

/** `PUT /user/saved-search-alerts`: turns the daily digest on or off. */
export function useSetSavedSearchAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alerts: SavedSearchAlerts) =>
      apiPut('/user/saved-search-alerts', alerts, savedSearchAlertsSchema),
    onSuccess: (alerts) => {
      const uid = useSession.getState().user?.uid;
      if (uid) client.setQueryData(queryKeys.savedSearches.alerts(uid), alerts);
    },
  });
}
