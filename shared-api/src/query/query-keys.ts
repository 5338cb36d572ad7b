import type { Id } from '../common.schema';

/**
 * Every query key of the product comes from here (house style: keys only from key factories), so
 * invalidation by prefix is safe: `queryKeys.listings.all` covers the list, details, saved and own.
 * IDs are stringified so `7` and `'7'` (ids are opaque, contract) hit the same cache entry.
 * User-scoped keys end with the uid, which lets a user change drop exactly the previous user's data.
 */
export const queryKeys = {
  listings: {
    all: ['listings'] as const,
    list: () => ['listings', 'list'] as const,
    detail: (id: Id) => ['listings', 'detail', String(id)] as const,
    saved: (uid: string) => ['listings', 'saved', uid] as const,
    own: (uid: string) => ['listings', 'own', uid] as const,
    /** One of the user's own listings, as the edit form reads it (with its unit number). */
    ownOne: (uid: string, id: Id) => ['listings', 'own', uid, String(id)] as const,
  },
  conversations: {
    all: ['conversations'] as const,
    list: (uid: string) => ['conversations', 'list', uid] as const,
  },
  messages: {
    all: ['messages'] as const,
    list: (conversationId: Id) => ['messages', 'list', String(conversationId)] as const,
  },
  user: {
    all: ['user'] as const,
    me: (uid: string) => ['user', 'me', uid] as const,
  },
  reports: {
    all: ['reports'] as const,
    mine: (uid: string) => ['reports', 'mine', uid] as const,
  },
  blocks: {
    all: ['blocks'] as const,
    list: (uid: string) => ['blocks', 'list', uid] as const,
  },
  savedSearches: {
    all: ['savedSearches'] as const,
    list: (uid: string) => ['savedSearches', 'list', uid] as const,
    alerts: (uid: string) => ['savedSearches', 'alerts', uid] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    messageAlerts: (uid: string) => ['notifications', 'messageAlerts', uid] as const,
  },
  geocode: {
    all: ['geocode'] as const,
    address: (address: string) => ['geocode', address.trim().toLowerCase()] as const,
  },
} as const;

/** Mutation keys, for `useIsMutating` / `useMutationState` filters. */
export const mutationKeys = {
  toggleSave: ['saved', 'toggle'] as const,
  deleteListing: ['listings', 'delete'] as const,
  createListing: ['listings', 'create'] as const,
  updateListing: ['listings', 'update'] as const,
  sendContact: ['contact', 'send'] as const,
  reportListing: ['reports', 'create'] as const,
  reportUser: ['reports', 'user'] as const,
  blockUser: ['blocks', 'create'] as const,
  unblockUser: ['blocks', 'delete'] as const,
  markRead: (conversationId: Id) => ['conversations', 'read', String(conversationId)] as const,
} as const;
