// The reference of the live-events benchmark (bench/live-bench.ts): a bare Node `http` server in a
// process of its own (no Fastify, no auth, no database) that holds every request as an idle
// `text/event-stream`, so its memory per stream is the floor of what an idle stream costs in Node.
// Speaks the same IPC as live-instance.ts: 'ready' with its URL, 'stats' with its memory.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const server = http.createServer((req, res) => {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-cache, no-transform',
  });
  // The API's first event, so the benchmark's client reads both alike.
  res.write('event: ready\ndata: {"heartbeatMs":20000}\n\n');
  req.socket.setTimeout(0);
});
// Node's defaults would end an idle request after 5 min (requestTimeout): the API's do not.
server.requestTimeout = 0;
server.headersTimeout = 0;

server.listen(0, '127.0.0.1', () => {
  process.send?.({
    type: 'ready',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
process.on('message', (msg: { type: string }) => {
  if (msg.type !== 'stats') return;
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ type: 'stats', rss, heapUsed });
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
