// The API bench's latency probe, run in its own process (api-bench.ts forks it): an open-loop load
// of `rate` GETs a second, evenly spaced, over at most `connections` keep-alive sockets, for
// `seconds`. Each latency runs from the request's scheduled start to its last byte, so a slow answer
// also counts against the requests queued behind it (no coordinated omission). Bodies are counted,
// never decoded.
//
// Why not autocannon `-R`: it sends each connection's share of a second back to back and then waits
// (a burst at full speed, not a rate), and it turns every body into a string (`body += chunk`),
// which for a 224 KB brotli answer costs the load generator milliseconds per request on this
// machine's two cores. Its p99 then measures its own decoding as much as the server.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedLoadOptions {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

export interface PacedLoadResult {
  sent: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Failed requests and answers other than 2xx/304. */
  errors: number;
  /** Body bytes per answer as sent (encoded), the last one seen. */
  bodyBytes: number;
}

function once(agent: http.Agent, opts: PacedLoadOptions): Promise<{ ok: boolean; bytes: number }> {
  return new Promise((resolve) => {
    const req = http.get(opts.url, { agent, headers: opts.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ ok: (status >= 200 && status < 300) || status === 304, bytes });
      });
      res.on('error', () => resolve({ ok: false, bytes }));
    });
    req.on('error', () => resolve({ ok: false, bytes: 0 }));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0) : 0;
const round = (n: number) => Math.round(n * 10) / 10;

export async function pacedLoad(opts: PacedLoadOptions): Promise<PacedLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  // Open every socket first: connecting is not what is measured.
  await Promise.all(Array.from({ length: opts.connections }, () => once(agent, opts)));
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let errors = 0;
  let bodyBytes = 0;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      once(agent, opts).then(({ ok, bytes }) => {
        latencies.push(performance.now() - scheduled);
        bodyBytes = bytes;
        if (!ok) errors++;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: total,
    rps: Math.round(total / elapsed),
    p50: round(percentile(sorted, 0.5)),
    p90: round(percentile(sorted, 0.9)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
    bodyBytes,
  };
}

// Forked by api-bench.ts: options as JSON in argv, the result as JSON to the parent.
if (process.send) {
  const opts = JSON.parse(process.argv[2] ?? '{}') as PacedLoadOptions;
  pacedLoad(opts)
    .then((result) => process.send?.(result, () => process.exit(0)))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
