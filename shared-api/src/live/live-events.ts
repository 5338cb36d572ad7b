import type { QueryClient } from '@tanstack/react-query';
import { apiUrl } from '../client';
import { queryKeys } from '../query/query-keys';
import { eventStreamParser } from './event-stream-parser';
import { LIVE_EVENTS_PATH, parseLiveEvent, type LiveEvent } from './live-event';
import { setLiveConnected } from './live-status';

/** Waits between connection attempts: 1 s doubling to 30 s, each with up to half as jitter. */
export const LIVE_BACKOFF = { firstMs: 1_000, maxMs: 30_000 };
/** Silence (not even a heartbeat) longer than this many heartbeats means a dead connection. */
const MISSED_HEARTBEATS = 2.5;
/** Until the stream says its heartbeat: the API's 20 s. */
const DEFAULT_HEARTBEAT_MS = 20_000;

/** Whether the page is shown; the stream runs only while it is, as the polls do. */
export interface PageVisibility {
  hidden(): boolean;
  /** Calls `listener` on every change; returns the undo. */
  onChange(listener: () => void): () => void;
}

const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export interface LiveEventsOptions {
  client: QueryClient;
  /** The signed-in user's ID token, asked afresh for every connection (it may have expired). */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  visibility?: PageVisibility;
  random?: () => number;
}

/** What an event makes refetch: only the queries it concerns (active ones refetch at once). */
export function applyLiveEvent(client: QueryClient, event: LiveEvent) {
  if (event.type === 'saved-searches' || event.type === 'resync') {
    void client.invalidateQueries({ queryKey: queryKeys.savedSearches.all });
  }
  // A saved-search change says nothing about conversations.
  if (event.type === 'saved-searches') return;
  if (event.type === 'message') {
    void client.invalidateQueries({ queryKey: queryKeys.messages.list(event.conversationId) });
  }
  if (event.type === 'resync') void client.invalidateQueries({ queryKey: queryKeys.messages.all });
  // Every event changes the list: last message, unread counts, a hidden row.
  void client.invalidateQueries({ queryKey: queryKeys.conversations.all });
}

/** Rejects with the signal's reason when it aborts. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/**
 * Keeps one `GET /api/events` stream open while the page is shown
 * (docs/decisions/0029-live-events.md). fetch, not EventSource: the token goes in the Authorization
 * header as for every
 * call, never in the URL. Each event invalidates the queries it concerns; the polls stay the
 * source of truth. Reconnects with back-off (a refusal's Retry-After respected), treats a silence
 * of 2.5 heartbeats as a lost connection (a buffering proxy, a dead network), stops while the tab
 * is hidden and after a reconnection refetches what it may have missed. Returns `stop`.
 */
export function startLiveEvents(options: LiveEventsOptions): () => void {
  const { client, getToken, visibility = documentVisibility, random = Math.random } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let stopped = false;
  /** Aborts the current connection or wait (hidden tab, stop). */
  let current = new AbortController();
  let failures = 0;
  let everConnected = false;

  let up = false;
  const connected = (value: boolean, lost = false) => {
    if (value === up) return;
    up = value;
    setLiveConnected(value);
    // Lost (not hidden or stopped): back to the spec's polling at once, since a poll reads its
    // next interval only after its next fetch.
    if (lost) applyLiveEvent(client, { type: 'resync' });
  };

  const backoff = (atLeastMs = 0) => {
    const ms = Math.min(LIVE_BACKOFF.maxMs, LIVE_BACKOFF.firstMs * 2 ** failures);
    failures = Math.min(failures + 1, 10);
    return Math.max(atLeastMs, ms * (0.5 + random() / 2));
  };

  /** One connection, until it ends; resolves with how long to wait before the next. */
  async function connect(signal: AbortSignal): Promise<number> {
    const token = await getToken().catch(() => null);
    if (!token) return backoff();
    const watchdog = new AbortController();
    const abortBoth = () => watchdog.abort();
    signal.addEventListener('abort', abortBoth, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    let heartbeatMs = DEFAULT_HEARTBEAT_MS;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => watchdog.abort(), heartbeatMs * MISSED_HEARTBEATS);
    };
    try {
      heard();
      const res = await doFetch(apiUrl(LIVE_EVENTS_PATH), {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: watchdog.signal,
      });
      if (!res.ok || !res.body) {
        void res.body?.cancel();
        const retryAfter = Number(res.headers.get('retry-after')) * 1000;
        return backoff(res.status === 429 || res.status === 503 ? retryAfter || 0 : 0);
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = eventStreamParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard();
        for (const { type, data } of parser.push(value)) {
          if (type === 'ready') {
            const said = (JSON.parse(data) as { heartbeatMs?: unknown }).heartbeatMs;
            if (typeof said === 'number' && said > 0) heartbeatMs = said;
            heard();
            failures = 0;
            // A reconnection: whatever happened meanwhile came without events.
            if (everConnected) applyLiveEvent(client, { type: 'resync' });
            everConnected = true;
            connected(true);
            continue;
          }
          const event = parseLiveEvent(type, data);
          if (event) applyLiveEvent(client, event);
        }
      }
      return backoff();
    } catch {
      return backoff();
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', abortBoth);
      connected(false, !signal.aborted);
    }
  }

  async function run() {
    while (!stopped) {
      const signal = current.signal;
      try {
        if (visibility.hidden()) {
          await sleep(2 ** 31 - 1, signal); // until shown again (aborted by the change)
          continue;
        }
        const wait = await connect(signal);
        if (signal.aborted) continue;
        await sleep(wait, signal);
      } catch {
        // aborted: hidden, shown or stopped; the loop decides what is next
      }
    }
  }

  const offVisibility = visibility.onChange(() => {
    // Hidden: close the stream. Shown: connect now, without waiting out a back-off.
    if (!visibility.hidden()) failures = 0;
    const previous = current;
    current = new AbortController();
    previous.abort();
  });
  void run();

  return () => {
    stopped = true;
    offVisibility();
    current.abort();
  };
}
