// The API instance of the live-events benchmark (bench/live-bench.ts), in a process of its own so
// its memory is its own: a throw-away SQLite, the test verifier, a loopback port. Answers
// `{ type: 'stats' }` with its memory and exits when the benchmark goes away.
import type { AddressInfo } from 'node:net';
import { benchApp } from './bench-kit';

const { app, cleanup } = await benchApp('sublease-live-bench-', {
  LIVE_STREAMS_MAX: process.env.LIVE_STREAMS_MAX ?? '5000',
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', (msg: { type: string }) => {
  if (msg.type !== 'stats') return;
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ type: 'stats', rss, heapUsed });
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
