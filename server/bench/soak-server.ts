// The API of the soak benchmark (bench/soak.ts), in a process of its own so its memory is the API's
// alone. Started with --expose-gc; answers `{ type: 'memory' }` with its memory after a full GC.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { seedBulk } from '../src/seed/bulk-seed';
import { benchApp } from './bench-kit';

const bare = process.argv.includes('--bare');

async function start() {
  if (bare) {
    // The reference: the same schedule against a server that does nothing.
    const app = Fastify();
    app.get('/*', async () => ({}));
    app.post('/*', async () => ({}));
    return app;
  }
  const { app, cleanup } = await benchApp('sublease-soak-');
  process.on('exit', cleanup);
  await seedBulk(app.ctx.db.kysely, 200);
  return app;
}

const app = await start();
await app.listen({ port: 0, host: '127.0.0.1' });
const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed };
};
process.on('message', (msg: { type: string }) => {
  if (msg.type === 'memory') process.send?.({ type: 'memory', ...memory() });
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.send?.({
  type: 'ready',
  url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
});
