import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How often an instance removes counters whose window has ended (they are reset on use anyway). */
const PRUNE_EVERY_MS = 10 * 60_000;

type Incr = FastifyRateLimitStore['incr'];

/**
 * @fastify/rate-limit's store on our database: one row per (route, client) key, a fixed window
 * started by the first request, bumped by one upsert (SQLite 3.35+ and PostgreSQL both have
 * `ON CONFLICT … DO UPDATE … RETURNING`), so several API instances on one PostgreSQL count every
 * request once: a client cannot get N × the limit by being spread across N instances.
 * A database error fails the request (500), like any other query of the request would.
 */
export function databaseRateLimitStore(
  db: Db,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const prune = (at: number) => {
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    // Best effort: a failed prune only leaves rows that the next upsert resets.
    db.kysely
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<', at)
      .execute()
      .catch(() => undefined);
  };

  const storeFor = (namespace: string): FastifyRateLimitStore => {
    const incr: Incr = (key, callback, timeWindow) => {
      const at = now();
      const expired = sql<boolean>`rate_limit_counters.expires_at <= ${at}`;
      db.kysely
        .insertInto('rate_limit_counters')
        .values({
          key: `${namespace}|${key}`,
          window_start: at,
          expires_at: at + timeWindow,
          hits: 1,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
            window_start: sql`case when ${expired} then ${at} else rate_limit_counters.window_start end`,
            expires_at: sql`case when ${expired} then ${at + timeWindow} else rate_limit_counters.expires_at end`,
          }),
        )
        .returning(['hits', 'expires_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => {
            prune(at);
            callback(null, {
              current: Number(row.hits),
              ttl: Math.max(0, Number(row.expires_at) - at),
            });
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
    };
    return {
      incr,
      // Each route counts on its own, as with the plugin's in-memory store.
      // (The plugin hands its merged settings, the route under `routeInfo`, despite the typing.)
      child: (settings) => {
        const route = (settings as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
        return storeFor(`${String(route?.method ?? '')} ${String(route?.url ?? '')}`);
      },
    };
  };

  return class {
    constructor() {
      return storeFor('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
