import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { LiveEvent } from 'shared-api/schemas';

/**
 * Who gets which live event (docs/decisions/0029-live-events.md). Events are hints (the client
 * refetches), so publishing never fails a request: errors are logged and the polls catch up.
 */
export interface EventBus {
  /** To every open stream of these users, on every instance that shares this bus. */
  publish(userIds: readonly number[], event: LiveEvent): void;
  /** Calls `listener` for each event of `userId` delivered to this instance; returns the undo. */
  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** This instance's listeners by user, and the delivery to them. */
function localFanout() {
  const listeners = new Map<number, Set<(event: LiveEvent) => void>>();
  return {
    subscribe(userId: number, listener: (event: LiveEvent) => void) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    deliver(userIds: readonly number[], event: LiveEvent) {
      for (const id of new Set(userIds)) {
        for (const listener of listeners.get(id) ?? []) listener(event);
      }
    },
    deliverToAll(event: LiveEvent) {
      for (const set of listeners.values()) for (const listener of set) listener(event);
    },
  };
}

/** SQLite: one process owns the database, so its streams are all here. */
export function inProcessBus(): EventBus {
  const fanout = localFanout();
  return {
    publish: (userIds, event) => fanout.deliver(userIds, event),
    subscribe: fanout.subscribe,
    close: async () => undefined,
  };
}

/** The NOTIFY payload: addressees and event, kept small (PostgreSQL's limit is 8000 bytes). */
interface Notice {
  u: number[];
  e: LiveEvent;
}

/** Reconnection waits of the listening connection: 0.5 s doubling to 30 s. */
const RECONNECT_MS = { first: 500, max: 30_000 };

/**
 * PostgreSQL: every instance keeps **one** connection that LISTENs on the channel, and publishes
 * with `pg_notify` through its pool; PostgreSQL hands each notice to every listener (the
 * publisher's own included), which delivers it to its local streams. A notice sent while an
 * instance's listener is down is lost to it, so after reconnecting it tells its streams to
 * `resync` (refetch everything once).
 */
export async function postgresBus(options: {
  databaseUrl: string;
  /** One channel per database schema: the test files each work in a schema of their own. */
  channel: string;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const { databaseUrl, channel, log } = options;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  const fanout = localFanout();
  // Publishing needs no session state: a small pool of its own keeps it off the query pool's
  // queue and works while the listener reconnects.
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', (err) => log.warn({ err }, 'live events: publishing connection failed'));
  let listener: pg.Client | null = null;
  let closed = false;
  let wait = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const onNotice = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as Notice;
      fanout.deliver(notice.u, notice.e);
    } catch (err) {
      log.warn({ err }, 'live events: unreadable notice');
    }
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', onNotice);
    const lost = (err?: Error) => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err }, `live events: listener lost, reconnecting in ${wait} ms`);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
    wait = RECONNECT_MS.first;
  }

  function scheduleReconnect() {
    retry = setTimeout(() => {
      listen().then(
        () => fanout.deliverToAll({ type: 'resync' }),
        (err: unknown) => {
          log.warn({ err }, 'live events: reconnecting the listener failed');
          wait = Math.min(wait * 2, RECONNECT_MS.max);
          if (!closed) scheduleReconnect();
        },
      );
    }, wait);
    retry.unref();
  }

  await listen();
  return {
    publish(userIds, event) {
      if (userIds.length === 0) return;
      const notice: Notice = { u: [...new Set(userIds)], e: event };
      publisher
        .query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(notice)])
        .catch((err: unknown) => log.warn({ err }, 'live events: publish failed'));
    },
    subscribe: fanout.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await Promise.allSettled([client?.end(), publisher.end()]);
    },
  };
}
