import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The barrel through the package name: one client, session and query cache on the page.
import {
  apiGet,
  apiPut,
  MINUTE,
  messageAlertsSchema,
  queryKeys,
  useCurrentUid,
  useSession,
  type MessageAlerts,
} from 'shared-api';

/** `GET /user/message-alerts`: whether messages left unread are e-mailed (on when never set). */
export const messageAlertsQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.notifications.messageAlerts(uid ?? ''),
    queryFn: ({ signal }) => apiGet('/user/message-alerts', messageAlertsSchema, { signal }),
    enabled: !!uid,
    staleTime: MINUTE,
  });

export const useMessageAlerts = () => useQuery(messageAlertsQuery(useCurrentUid()));

/** `PUT /user/message-alerts`: turns the e-mail about unread messages on or off. */
export function useSetMessageAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alerts: MessageAlerts) =>
      apiPut('/user/message-alerts', alerts, messageAlertsSchema),
    onSuccess: (alerts) => {
      const uid = useSession.getState().user?.uid;
      if (uid) client.setQueryData(queryKeys.notifications.messageAlerts(uid), alerts);
    },
  });
}
