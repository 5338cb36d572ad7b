import http from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `GET /metrics` in Prometheus' text format on its own port (METRICS_PORT, on 127.0.0.1 unless
 * METRICS_HOST says otherwise): the public API does not serve it.
 */
export function serveMetrics(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType });
        res.end(text);
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`metrics failed: ${err instanceof Error ? err.message : String(err)}`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
