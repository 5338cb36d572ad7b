// Prometheus metrics of one API process (prom-client). They are served on a port of their own,
// bound to loopback (metrics-server.ts), never on the public API: request counts per route say
// what the site is used for, and a scrape costs a few queries.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';

/** A value read when Prometheus scrapes (a queue's length, open streams): set by its owner. */
type Reading = () => number;

export interface AppMetrics {
  registry: Registry;
  /** How many live-event streams this process holds. */
  liveStreams(read: Reading): void;
  /** Address look-ups waiting for the geocoder. */
  geocodeQueue(read: Reading): void;
}

/**
 * Requests by method, route pattern and status. The route is Fastify's pattern
 * (`/api/listings/:id`), never the URL itself: one series per route, whatever the ids, so the
 * metric stays small (a URL label would grow a series per listing and per scanner's guess).
 */
function requestMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method, route pattern and status',
    labelNames,
    // From a cached read (~1 ms) to a photo re-encoded (seconds).
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // No route matched (a 404 of the not-found handler): one series for all of them.
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    // Live streams last as long as the tab stays open: their time says nothing of the API's speed.
    if (!labels.route.endsWith('/events')) duration.observe(labels, reply.elapsedTime / 1000);
  });
}

function sampled(registry: Registry, name: string, help: string) {
  let read: Reading = () => 0;
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
  return (r: Reading) => {
    read = r;
  };
}

/** The database: PostgreSQL's connection pool, and the Web Push outbox (the notification queue). */
function databaseMetrics(db: Db, registry: Registry) {
  const pool = db.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (idle, busy) and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'push_outbox_waiting',
    help: 'Web Push notifications waiting to be sent (all instances share the outbox)',
    registers: [registry],
    async collect() {
      const row = await db.kysely
        .selectFrom('push_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      this.set(Number(row.n));
    },
  });
}

export function appMetrics(app: FastifyInstance, db: Db): AppMetrics {
  const registry = new Registry();
  // Process metrics, among them the event-loop lag (nodejs_eventloop_lag_seconds and percentiles).
  collectDefaultMetrics({ register: registry });
  requestMetrics(app, registry);
  databaseMetrics(db, registry);
  return {
    registry,
    liveStreams: sampled(registry, 'live_streams_open', 'Live-event streams (SSE) held open'),
    geocodeQueue: sampled(
      registry,
      'geocode_queue_waiting',
      'Address look-ups waiting for their turn at the geocoder',
    ),
  };
}
