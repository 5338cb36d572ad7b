import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../query/query-keys';
import { LIVE_MESSAGES } from './live-event';
import { LIVE_BACKOFF, startLiveEvents, type PageVisibility } from './live-events';
import { isLiveConnected } from './live-status';

/** One request the client made, with the stream the test writes the server's side into. */
interface Connection {
  url: string;
  headers: Headers;
  signal: AbortSignal;
  write(text: string): void;
  end(): void;
}

/** A stand-in for the network (not for our code): each call answers what `answer` says. */
function fakeNetwork(answer?: (n: number) => Response | undefined) {
  const connections: Connection[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? new AbortController().signal;
    if (signal.aborted) throw signal.reason;
    const given = answer?.(connections.length);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    signal.addEventListener('abort', () => controller.error(signal.reason), { once: true });
    connections.push({
      url: String(input),
      headers: new Headers(init?.headers),
      signal,
      write: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    });
    return given ?? new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetch, connections };
}

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    hidden: () => hidden,
    onChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return {
    visibility,
    set(value: boolean) {
      hidden = value;
      for (const l of listeners) l();
    },
  };
}

const READY = (heartbeatMs = 20_000) => `event: ready\ndata: {"heartbeatMs":${heartbeatMs}}\n\n`;
/**
 * Lets the fake network, the promises and the stream reads settle without moving the clock: what
 * `check` waits for must follow from I/O alone. The back-offs, Retry-After waits and the silence
 * watchdog are the client's own timers: the tests move the fake clock past them (`elapse`).
 */
const until = async (check: () => boolean) => {
  for (let turn = 0; turn < 100 && !check(); turn++) await vi.advanceTimersByTimeAsync(0);
  if (!check()) throw new Error('never happened (without the clock moving)');
};
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

/** A client holding the caches events concern (conversations, two chats), nothing stale yet. */
function seededClient() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.conversations.list('u1'), []);
  client.setQueryData(queryKeys.messages.list('7'), []);
  client.setQueryData(queryKeys.messages.list('8'), []);
  return client;
}

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('startLiveEvents', () => {
  it('connects with the token in the Authorization header (never in the URL)', async () => {
    const net = fakeNetwork();
    stop = startLiveEvents({
      client: new QueryClient(),
      getToken: async () => 'token-1',
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
    });
    await until(() => net.connections.length === 1);
    expect(net.connections[0]?.url).toBe('/api/events');
    expect(net.connections[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('makes exactly the queries an event concerns stale', async () => {
    const net = fakeNetwork();
    const client = seededClient();
    stop = startLiveEvents({
      client,
      getToken: async () => 't',
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
    });
    await until(() => net.connections.length === 1);
    const server = net.connections[0]!;
    server.write(READY());
    await until(isLiveConnected);
    expect(invalidated(client, queryKeys.conversations.list('u1'))).toBe(false);
    server.write('event: message\ndata: {"conversationId":7}\n\n');
    await until(() => invalidated(client, queryKeys.messages.list('7')));
    expect(invalidated(client, queryKeys.messages.list('8'))).toBe(false);
    expect(invalidated(client, queryKeys.conversations.list('u1'))).toBe(true);

    const other = seededClient();
    stop();
    stop = startLiveEvents({
      client: other,
      getToken: async () => 't',
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
    });
    await until(() => net.connections.length === 2);
    net.connections[1]!.write(`${READY()}event: unread\ndata: {}\n\n`);
    await until(() => invalidated(other, queryKeys.conversations.list('u1')));
    expect(invalidated(other, queryKeys.messages.list('7'))).toBe(false);
  });

  it("refetches only the saved searches on 'saved-searches'", async () => {
    const net = fakeNetwork();
    const client = seededClient();
    client.setQueryData(queryKeys.savedSearches.list('u1'), []);
    stop = startLiveEvents({
      client,
      getToken: async () => 't',
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
    });
    await until(() => net.connections.length === 1);
    net.connections[0]!.write(`${READY()}event: saved-searches\ndata: {}\n\n`);
    await until(() => invalidated(client, queryKeys.savedSearches.list('u1')));
    expect(invalidated(client, queryKeys.conversations.list('u1'))).toBe(false);
    expect(invalidated(client, queryKeys.messages.list('7'))).toBe(false);
  });

  it('reconnects after a lost stream with a fresh token, and refetches what it missed', async () => {
    const net = fakeNetwork();
    const client = seededClient();
    let tokens = 0;
    stop = startLiveEvents({
      client,
      getToken: async () => `token-${++tokens}`,
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
      random: () => 0, // the shortest back-off: half of the first wait
    });
    await until(() => net.connections.length === 1);
    net.connections[0]!.write(READY());
    await until(isLiveConnected);
    net.connections[0]!.end();
    // Lost: back to the spec's polling, and everything refetched once.
    await until(() => !isLiveConnected());
    expect(invalidated(client, queryKeys.messages.list('8'))).toBe(true);
    // The shortest first back-off is half a second: not a moment sooner.
    await elapse(LIVE_BACKOFF.firstMs / 2 - 1);
    expect(net.connections).toHaveLength(1);
    await elapse(1);
    await until(() => net.connections.length === 2);
    expect(net.connections[1]?.headers.get('authorization')).toBe('Bearer token-2');
  });

  it('waits as long as a refusal asks (429/503 Retry-After) before trying again', async () => {
    const refusal = () =>
      new Response(JSON.stringify({ error: LIVE_MESSAGES.tooManyStreams }), {
        status: 429,
        headers: { 'retry-after': '1' },
      });
    const net = fakeNetwork((n) => (n === 0 ? refusal() : undefined));
    stop = startLiveEvents({
      client: new QueryClient(),
      getToken: async () => 't',
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
      random: () => 0,
    });
    await until(() => net.connections.length === 1);
    // Retry-After: 1 (second), longer than the half-second first back-off.
    await elapse(999);
    expect(net.connections).toHaveLength(1);
    await elapse(1);
    await until(() => net.connections.length === 2);
  });

  it('gives a silent stream up after 2.5 heartbeats (a buffering proxy, a dead network)', async () => {
    const net = fakeNetwork();
    stop = startLiveEvents({
      client: new QueryClient(),
      getToken: async () => 't',
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
      random: () => 0,
    });
    await until(() => net.connections.length === 1);
    const first = net.connections[0]!;
    first.write(READY(40));
    await until(isLiveConnected);
    // Heartbeats keep it.
    for (let i = 0; i < 4; i++) {
      await elapse(30);
      first.write(': heartbeat\n\n');
      await until(() => true);
    }
    expect(first.signal.aborted).toBe(false);
    // Silence: given up at 2.5 heartbeats (100 ms) after the last one, then reconnected.
    await elapse(99);
    expect(first.signal.aborted).toBe(false);
    await elapse(1);
    await until(() => first.signal.aborted);
    await elapse(LIVE_BACKOFF.firstMs / 2);
    await until(() => net.connections.length === 2);
  });

  it('closes the stream while the tab is hidden and reconnects at once when shown', async () => {
    const net = fakeNetwork();
    const page = fakeVisibility();
    stop = startLiveEvents({
      client: new QueryClient(),
      getToken: async () => 't',
      fetch: net.fetch,
      visibility: page.visibility,
    });
    await until(() => net.connections.length === 1);
    net.connections[0]!.write(READY());
    await until(isLiveConnected);
    page.set(true);
    await until(() => net.connections[0]!.signal.aborted);
    await until(() => !isLiveConnected());
    await elapse(LIVE_BACKOFF.maxMs); // longer than any back-off
    expect(net.connections).toHaveLength(1);
    page.set(false);
    // At once: no back-off to wait out.
    await until(() => net.connections.length === 2);
  });

  it('does not connect while signed out (no token) and stops for good when stopped', async () => {
    const net = fakeNetwork();
    let token: string | null = null;
    stop = startLiveEvents({
      client: new QueryClient(),
      getToken: async () => token,
      fetch: net.fetch,
      visibility: fakeVisibility().visibility,
      random: () => 0,
    });
    await elapse(100);
    expect(net.connections).toHaveLength(0);
    token = 't';
    // The next try comes after the first back-off (half a second, from the start).
    await elapse(LIVE_BACKOFF.firstMs / 2 - 100);
    await until(() => net.connections.length === 1);
    stop();
    expect(net.connections[0]!.signal.aborted).toBe(true);
    await elapse(LIVE_BACKOFF.maxMs);
    expect(net.connections).toHaveLength(1);
  });
});
