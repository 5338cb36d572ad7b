/**
 * Cache times (docs/product.md), in milliseconds, in one place so every resource's options agree.
 */
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export const CACHE_TIMES = {
  listingList: { staleTime: 10 * MINUTE, gcTime: 90 * MINUTE },
  listingDetail: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE },
  /** Spec is silent: saves and own listings change only through our own mutations, which patch the cache. */
  userListings: { staleTime: MINUTE },
  conversations: { staleTime: 10 * SECOND, refetchInterval: 15 * SECOND },
  messages: { staleTime: 5 * SECOND, refetchInterval: 3 * SECOND },
  /**
   * While the live-event stream is up (docs/decisions/0029-live-events.md) the polls only back
   * it up: an event refetches at once, a lost event is caught by these. Without it: the above.
   */
  livePoll: { messages: 30 * SECOND, conversations: MINUTE },
  /** The persisted listing list. */
  persistMaxAge: 24 * HOUR,
} as const;
