import http from 'node:http';
import net from 'node:net';

/** A free loopback port (for a child that must be told its port up front). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ProxyMode = 'pass' | 'refuse' | 503 | 429 | 400;

/**
 * A push service that can fail: forwards to the real (web-push-testing) service while `pass`,
 * answers a status of our choosing, or is not listening at all (`refuse`: connections refused).
 * Subscriptions point at it by swapping the real service's origin for `origin`.
 */
export async function startPushProxy(target: string) {
  const port = await freePort();
  let mode: ProxyMode = 'pass';
  let seen = 0;
  const server = http.createServer((req, res) => {
    seen++;
    if (typeof mode === 'number') {
      req.resume();
      res.writeHead(mode, mode === 429 ? { 'retry-after': '1' } : {}).end();
      return;
    }
    const upstream = http.request(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '::', resolve));
  await listen();
  return {
    origin: `http://localhost:${port}`,
    /** Requests it received (refused connections never count). */
    get seen() {
      return seen;
    },
    async set(next: ProxyMode) {
      if (next === 'refuse' && mode !== 'refuse') {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      } else if (next !== 'refuse' && mode === 'refuse') {
        await listen();
      }
      mode = next;
    },
    async close() {
      if (mode === 'refuse') return;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
