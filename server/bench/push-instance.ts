// The API instance of the Web Push benchmark (bench/push-bench.ts), in a process of its own so its
// memory is its own: a throw-away SQLite, the test verifier, a loopback port, its push sender on
// (as server.ts runs it) and write limits lifted (one lister answers 1,000 people). Answers
// `{ type: 'stats' }` with its memory and the outbox's size; exits when the benchmark goes away.
import type { AddressInfo } from 'node:net';
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
    const row = await app.ctx.db.kysely
      .selectFrom('push_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    process.send?.({ type: 'stats', rss, heapUsed, pending: Number(row.n) });
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
