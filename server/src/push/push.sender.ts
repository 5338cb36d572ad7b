import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../db/database';
import { pushRepository, type OutboxJob } from './push.repository';
import type { VapidKeys } from './vapid';

/** Sends at once at most (bounded: each holds a socket and an encryption). */
export const PUSH_CONCURRENCY = 16;
/** Rows one claim takes; the run claims again until nothing is due. */
const CLAIM_BATCH = 200;
/** A claim lapses after this: a sender that died mid-send leaves its rows to another. */
const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** Undelivered after this (the push service down all along): given up, logged. */
export const PUSH_GIVE_UP_MS = 24 * 3600_000;
/** A push's TTL at the push service (it holds it while the browser is offline). */
const TTL_SECONDS = 24 * 3600;
const RETRY_FIRST_MS = 10_000;
const RETRY_MAX_MS = 3600_000;

export interface PushRunResult {
  sent: number;
  retried: number;
  dropped: number;
  removed: number;
}

export interface PushSenderDeps {
  db: Db;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  concurrency?: number;
}

type Outcome = keyof PushRunResult;

/** 10 s, 20 s, 40 s … at most an hour, or the push service's Retry-After when it is longer. */
function retryDelay(attempts: number, retryAfter: string | null): number {
  const backoff = Math.min(RETRY_FIRST_MS * 2 ** attempts, RETRY_MAX_MS);
  const asked = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
  return Math.max(backoff, Math.min(asked, RETRY_MAX_MS));
}

/**
 * The outbox sender (docs/decisions/0030-web-push.md): claims due rows, encrypts each with
 * `web-push`
 * (aes128gcm, VAPID) and POSTs it with fetch (web-push's own request is https-only, and the local
 * test push service is http). `runPushOutbox` is one pass (tests call it with a `now`);
 * `startPushSender` runs it on every instance every `pollMs` and when kicked.
 */
export async function runPushOutbox(
  deps: PushSenderDeps,
  now: Date = new Date(),
): Promise<PushRunResult> {
  const { db, vapid, log } = deps;
  const repo = pushRepository(db.kysely);
  const result: PushRunResult = { sent: 0, retried: 0, dropped: 0, removed: 0 };
  const token = randomUUID();
  const at = now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();

  async function deliver(row: OutboxJob): Promise<Outcome> {
    let details;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        row.payload,
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          topic: row.topic,
          urgency: row.urgency as webpush.Urgency,
        },
      );
    } catch (err) {
      log.warn({ err, subscription: row.subscription_id }, 'push: could not encrypt; dropped');
      await repo.finish(row.id, token);
      return 'dropped';
    }
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let status = 0;
    let retryAfter: string | null = null;
    try {
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body as Uint8Array<ArrayBuffer>,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'manual',
      });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      await res.body?.cancel();
    } catch (err) {
      log.info({ err, subscription: row.subscription_id }, 'push: push service unreachable');
    }
    if (status >= 200 && status < 300) {
      await repo.finish(row.id, token);
      await repo.touch(row.subscription_id, iso(Date.now()));
      return 'sent';
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: it is gone for good.
      await repo.removeById(row.subscription_id);
      return 'removed';
    }
    if (status !== 0 && status !== 429 && status < 500) {
      log.warn({ status, subscription: row.subscription_id }, 'push: refused; dropped');
      await repo.finish(row.id, token);
      return 'dropped';
    }
    if (at - Date.parse(row.created_at) >= PUSH_GIVE_UP_MS) {
      log.warn(
        { status, subscription: row.subscription_id },
        'push: undelivered for 24 h; given up',
      );
      await repo.finish(row.id, token);
      return 'dropped';
    }
    await repo.retryAt(row.id, token, iso(at + retryDelay(row.attempts, retryAfter)));
    return 'retried';
  }

  const concurrency = deps.concurrency ?? PUSH_CONCURRENCY;
  for (;;) {
    const rows = await repo.claim(token, iso(at), iso(at + LEASE_MS), CLAIM_BATCH);
    if (rows.length === 0) break;
    let next = 0;
    const lane = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) {
        try {
          result[await deliver(row)]++;
        } catch (err) {
          // A database error: the lease lapses and a later run tries again.
          log.warn({ err, subscription: row.subscription_id }, 'push: send failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    // Rows this run retried are not due again before `at`: the loop ends.
    if (rows.length < CLAIM_BATCH) break;
  }
  return result;
}

/** Every instance runs this: a pass every `pollMs`, and at once after a local commit (`kick`). */
export function startPushSender(deps: PushSenderDeps, pollMs = 2000) {
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const loop = async () => {
    try {
      do {
        again = false;
        await runPushOutbox(deps);
      } while (again && !stopped);
    } catch (err) {
      deps.log.warn({ err }, 'push: a sender pass failed');
    } finally {
      current = undefined;
    }
  };
  const pass = () => {
    if (stopped) return;
    if (current) again = true;
    else current = loop();
  };
  const timer = setInterval(pass, pollMs);
  timer.unref();
  return {
    kick: pass,
    /** No new pass; waits for the one under way (before the database closes). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
