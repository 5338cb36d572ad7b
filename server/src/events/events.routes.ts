import { PassThrough } from 'node:stream';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { formatLiveEvent, LIVE_EVENTS_PATH, LIVE_MESSAGES } from 'shared-api/schemas';
import { currentUser } from '../auth/auth';
import { HttpError } from '../http/errors';
import { errorAnswer } from '../http/route-schemas';
import type { EventBus } from './event-bus';

/**
 * How many streams one instance holds, and how it keeps them alive
 * (docs/decisions/0029-live-events.md).
 */
export interface StreamLimits {
  /** Open streams per user on one instance (tabs and devices): beyond it 429. */
  perUser: number;
  /** Open streams on one instance: beyond it 503 (another instance, or the polls, take over). */
  total: number;
  /** A comment line this often, so proxies that drop silent connections keep ours. */
  heartbeatMs: number;
}
export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perUser: 6,
  total: 10_000,
  heartbeatMs: 20_000,
};
/** A client that reads nothing while this much is queued for it is dropped (it reconnects). */
const MAX_QUEUED_BYTES = 64 * 1024;
/** A stream never outlives the token that opened it (and at most this long in any case). */
const MAX_STREAM_MS = 60 * 60_000;
const RETRY_AFTER_S = '30';

export interface EventsRouteDeps {
  events: EventBus;
  authenticate: onRequestHookHandler;
  limits: StreamLimits;
  /** Reports how many streams are open (a metric). */
  openStreams?: (read: () => number) => void;
}

/**
 * `GET /api/events`: one `text/event-stream` per signed-in tab, authenticated like every call
 * (Authorization header; the client reads it with fetch, not EventSource, so no token in the URL).
 */
export async function eventsRoutes(app: FastifyInstance, deps: EventsRouteDeps) {
  const { events, authenticate, limits } = deps;
  const perUser = new Map<number, number>();
  const open = new Set<() => void>();
  deps.openStreams?.(() => open.size);
  // Open streams would keep `app.close()` waiting for ever: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    LIVE_EVENTS_PATH,
    {
      onRequest: authenticate,
      compress: false,
      // A HEAD would open a subscription whose answer never comes.
      exposeHeadRoute: false,
      schema: {
        tags: ['conversations'],
        summary: 'Live events of the signed-in user (SSE)',
        description:
          'A `text/event-stream` that stays open: `ready` first, then `message`, `read`, `conversation` and saved-search events, with `: heartbeat` comments. Ends when the token expires (the client reconnects).',
        response: {
          200: {
            description: 'The stream of events',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          429: errorAnswer('Too many streams for this user on this instance'),
          503: errorAnswer('This instance holds as many streams as it may'),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (open.size >= limits.total) {
        throw new HttpError(503, LIVE_MESSAGES.serverFull, { 'retry-after': RETRY_AFTER_S });
      }
      const mine = perUser.get(user.id) ?? 0;
      if (mine >= limits.perUser) {
        throw new HttpError(429, LIVE_MESSAGES.tooManyStreams, { 'retry-after': RETRY_AFTER_S });
      }
      perUser.set(user.id, mine + 1);

      const stream = new PassThrough();
      const send = (text: string) => {
        // A reader that stopped reading is not kept at our memory's cost.
        if (stream.writableLength > MAX_QUEUED_BYTES) return end();
        stream.write(text);
      };
      const unsubscribe = events.subscribe(user.id, (event) => send(formatLiveEvent(event)));
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), limits.heartbeatMs);
      const lifetime = Math.min(MAX_STREAM_MS, user.token.exp * 1000 - Date.now());
      const expiry = setTimeout(() => end(), Math.max(0, lifetime));
      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        open.delete(end);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        const left = (perUser.get(user.id) ?? 1) - 1;
        if (left > 0) perUser.set(user.id, left);
        else perUser.delete(user.id);
        stream.end();
      }
      open.add(end);
      // The client went away (tab hidden, closed, network): its subscription goes too.
      reply.raw.on('close', end);

      stream.write(formatLiveEvent({ type: 'ready', heartbeatMs: limits.heartbeatMs }));
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'private, no-cache, no-transform')
          // nginx and other buffering proxies: pass each event on at once.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
}
