// The API instance of the Web Push benchmark (bench/push-bench.ts), in a process of its own so its
// memory is its own: a throw-away SQLite, the test verifier, a loopback port, its push sender on
// (as server.ts runs it) and write limits lifted (one lister answers 1,000 people). Answers
// `{ type: 'stats' }` with its memory and the outbox's size, and `{ type: 'drain' }` by queuing one
// push to every subscribed user in one transaction and sending them all (the sender alone, no
// message intake); exits when the benchmark goes away.
import type { AddressInfo } from 'node:net';
import { runPushOutbox } from '../src/push/push.sender';
import { pushRepository } from '../src/push/push.repository';
import { benchApp } from './bench-kit';

const { app, cleanup } = await benchApp(
  'sublease-push-bench-',
  { PUSH_TEST_ORIGINS: process.env.PUSH_TEST_ORIGINS ?? '', LOG_LEVEL: 'error' },
  {
    pushSender: { pollMs: 2000 },
    rateLimits: { writes: 1_000_000, messages: 1_000_000 },
    caps: { conversationsPerHour: 1_000_000 },
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (msg: { type: string; gc?: boolean }) => {
  if (msg.type !== 'stats') return;
  void (async () => {
    if (msg.gc) globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: 'stats', rss, heapUsed, pending: await pending() });
  })();
});
const pending = async () =>
  Number(
    (
      await app.ctx.db.kysely
        .selectFrom('push_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
process.on('message', (msg: { type: string }) => {
  if (msg.type !== 'drain') return;
  void (async () => {
    const db = app.ctx.db.kysely;
    const users = await db.selectFrom('push_subscriptions').select('user_id').distinct().execute();
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const { user_id } of users) {
        const payload = { type: 'message', title: 'Alice', body: 'Drain', url: '/', tag: 'drain' };
        await pushRepository(trx).enqueue(
          user_id,
          { payload: JSON.stringify(payload), topic: 'drain', urgency: 'high' },
          now,
        );
      }
    });
    const queued = await pending();
    const started = performance.now();
    const outcomes = { sent: 0, retried: 0, dropped: 0, removed: 0 };
    while ((await pending()) > 0) {
      const r = await runPushOutbox(app.ctx.push);
      for (const k of Object.keys(outcomes) as (keyof typeof outcomes)[]) outcomes[k] += r[k];
      // Rows the background sender holds: wait for it. (better-sqlite3 answers synchronously, so
      // a loop of empty passes would never let the process read its sockets.)
      if (r.sent + r.retried + r.dropped + r.removed === 0)
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
    process.send?.({ type: 'drain', queued, ms: performance.now() - started, outcomes });
  })();
});
process.on(
  'disconnect',
  () =>
    void app.close().then(() => {
      cleanup();
      process.exit(0);
    }),
);
process.send?.({
  type: 'ready',
  url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
});
