// The wire of `GET /api/events` (docs/decisions/0029-live-events.md): server-sent events that only
// say *what changed*, never the data itself. The client refetches the matching query, so the
// polled answers stay the one source of truth (a lost or doubled event costs one refetch at most).
// Shared by the server (which writes them) and the client (which reads them).

export type LiveEvent =
  /** A message was stored in this conversation (sent to both participants). */
  | { type: 'message'; conversationId: number }
  /** The caller's unread counts changed (they read something, in another tab or device). */
  | { type: 'unread' }
  /** The caller hid this conversation (in another tab or device). */
  | { type: 'hidden'; conversationId: number }
  /** A saved search of the caller has new matches, or the caller changed their saved searches. */
  | { type: 'saved-searches' }
  /** Events may have been lost (the instance's PostgreSQL listener reconnected): refetch all. */
  | { type: 'resync' };

/** The first event of every stream: how often a heartbeat comes, so the client can tell silence. */
export interface LiveReady {
  heartbeatMs: number;
}

export const LIVE_EVENTS_PATH = '/events';

/** Refusals of `GET /api/events` (429 per user, 503 per instance), both with `Retry-After`. */
export const LIVE_MESSAGES = {
  tooManyStreams: 'Too many live connections for this account. Close another tab and try again.',
  serverFull: 'The server has no room for another live connection. Please try again later.',
} as const;

const withId = (data: unknown): number | null => {
  const id = (data as { conversationId?: unknown } | null)?.conversationId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** One `event:`/`data:` pair as the server writes it (a blank line ends it). */
export function formatLiveEvent(event: LiveEvent | ({ type: 'ready' } & LiveReady)): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The event a received `event:`/`data:` pair names, or null for anything unknown or malformed. */
export function parseLiveEvent(type: string, rawData: string): LiveEvent | null {
  let data: unknown;
  try {
    data = rawData === '' ? {} : JSON.parse(rawData);
  } catch {
    return null;
  }
  switch (type) {
    case 'message':
    case 'hidden': {
      const conversationId = withId(data);
      return conversationId === null ? null : { type, conversationId };
    }
    case 'unread':
    case 'saved-searches':
    case 'resync':
      return { type };
    default:
      return null;
  }
}
