import type { QueryClient } from '@tanstack/react-query';
import { clearOutbox } from '../messages/outbox';
import { queryKeys } from './query-keys';

/**
 * On sign-out or user change the previous user's saved and own listings are dropped. Their
 * conversations, messages and profile go too: nobody should see them on a shared computer. Without
 * a uid every user-scoped entry goes. Public data (the listing list, details) is kept.
 */
export function dropUserCaches(client: QueryClient, uid?: string) {
  const scoped = (key: readonly unknown[]) => (uid === undefined ? key.slice(0, 2) : key);
  client.removeQueries({ queryKey: scoped(queryKeys.listings.saved(uid ?? '')) });
  client.removeQueries({ queryKey: scoped(queryKeys.listings.own(uid ?? '')) });
  client.removeQueries({ queryKey: scoped(queryKeys.conversations.list(uid ?? '')) });
  client.removeQueries({ queryKey: scoped(queryKeys.user.me(uid ?? '')) });
  client.removeQueries({ queryKey: scoped(queryKeys.reports.mine(uid ?? '')) });
  client.removeQueries({ queryKey: scoped(queryKeys.savedSearches.list(uid ?? '')) });
  client.removeQueries({ queryKey: scoped(queryKeys.savedSearches.alerts(uid ?? '')) });
  client.removeQueries({ queryKey: scoped(queryKeys.notifications.messageAlerts(uid ?? '')) });
  // Messages are keyed by conversation, not by user: all of them belonged to the previous user.
  client.removeQueries({ queryKey: queryKeys.messages.all });
  // So are the messages they had not managed to send.
  clearOutbox(client);
}
