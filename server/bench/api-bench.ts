// API load benchmark (not a test): `pnpm --filter server bench`. Loopback only, ~8 s per case.
// Measures a bare Fastify hello-world, then GET /api/listings over 5,000 listings (compressed; at a
// paced 200 req/s for the latency target, and as 304 revalidations), the same at 20,000 listings,
// and an authenticated message poll, and prints req/s, p50/p99 and the ratio to the bare server,
// and the list answer's size (raw, gzip and brotli as sent). The latency target's reference, in the
// same run and with the same paced load (paced-load.ts): a bare node:http server sending the same
// encoded bytes, the floor of what the machine can do for that answer. Results also go to
// bench-results/api-bench.json at the repository root.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { execFile, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { seedBulk } from '../src/seed/bulk-seed';
import { tokenFor } from '../test/helpers/test-verifier';
import { benchApp, writeResults } from './bench-kit';
import type { PacedLoadOptions, PacedLoadResult } from './paced-load';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;

interface CaseResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  ratioToBare?: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '3xx'?: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function run(
  name: string,
  opts: { url: string; headers?: Record<string, string>; overallRate?: number },
): Promise<CaseResult> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION)];
  if (opts.overallRate) args.push('-R', String(opts.overallRate));
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(opts.url);
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // 304s are the expected answer of the revalidation case; anything else non-2xx is an error.
    non2xx: result.non2xx - (result['3xx'] ?? 0) + result.errors + result.timeouts,
  };
}

/** The paced load (paced-load.ts) in its own process: 200 req/s means one request every 5 ms. */
function paced(name: string, opts: Omit<PacedLoadOptions, 'seconds' | 'connections'>) {
  return new Promise<CaseResult & { max: number }>((resolve, reject) => {
    const child = fork(
      path.join(import.meta.dirname, 'paced-load.ts'),
      [JSON.stringify({ ...opts, seconds: DURATION, connections: CONNECTIONS })],
      { execArgv: ['--import', 'tsx'] },
    );
    child.once('message', (m) => {
      const r = m as PacedLoadResult;
      resolve({ name, rps: r.rps, p50: r.p50, p99: r.p99, max: r.max, non2xx: r.errors });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`paced load exited with ${code}`));
    });
  });
}

/** A bare node:http server answering `body` (already encoded) to every request: the floor. */
async function bareBytes(body: Buffer, encoding: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': encoding,
      'content-length': body.length,
    });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The list answer's bytes as the server sends them for `accept-encoding: br`. */
function encodedList(url: string) {
  return new Promise<Buffer>((resolve, reject) => {
    http
      .get(`${url}/api/listings`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const LIST_COUNTS = [5000, 20000] as const;
const LIST_5K = 'GET /api/listings (5,000, br) paced 200 req/s';
const REF_5K = '  reference: same bytes, bare node:http';
const LIST_20K = 'GET /api/listings (20,000, br) paced 200 req/s';
const REF_20K = '  reference: same bytes (20,000), bare node:http';
const POLL = 'GET /api/conversations/{id}/messages poll';
const POLL_304 = '  same poll revalidating (ETag → 304)';

interface ListSize {
  listings: number;
  rawBytes: number;
  gzipBytes: number;
  brBytes: number;
}

/** The list answer as the server sends it in each encoding (the bytes on the wire, headers aside). */
async function listSize(url: string, listings: number): Promise<ListSize> {
  // node:http, not fetch: fetch decodes the body, and the encoded bytes are the figure.
  const bytes = (encoding: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${url}/api/listings`, { headers: { 'accept-encoding': encoding } }, (res) => {
          let n = 0;
          res.on('data', (chunk: Buffer) => (n += chunk.length));
          res.on('end', () => resolve(n));
          res.on('error', reject);
        })
        .on('error', reject);
    });
  return {
    listings,
    rawBytes: await bytes('identity'),
    gzipBytes: await bytes('gzip'),
    brBytes: await bytes('br'),
  };
}

async function main() {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const bareUrl = await listen(bare);
  const results: CaseResult[] = [];
  const sizes: ListSize[] = [];
  results.push(await run('bare fastify hello-world', { url: bareUrl }));
  await bare.close();

  const { app, cleanup } = await benchApp('sublease-bench-');
  try {
    await seedBulk(app.ctx.db.kysely, 5000);
    const url = await listen(app);
    const alice = { uid: 'bench-alice', email: 'alice@example.com', name: 'Alice' };
    const bob = { uid: 'bench-bob', email: 'bob@example.com', name: 'Bob' };
    const auth = (u: typeof alice) => ({ authorization: `Bearer ${tokenFor(u)}` });
    const first = (await (await fetch(`${url}/api/listings`)).json()) as Array<{
      listingID: number;
      firebaseUid: string;
    }>;
    if (first.length !== 5000) throw new Error(`expected 5000 listings, got ${first.length}`);
    const start = await fetch(`${url}/api/listings/${first[0]?.listingID}/conversation`, {
      method: 'POST',
      headers: auth(bob),
    });
    const { conversationID } = (await start.json()) as { conversationID: number };
    for (let i = 0; i < 30; i++) {
      await fetch(`${url}/api/conversations/${conversationID}/reply`, {
        method: 'POST',
        headers: { ...auth(i % 2 ? bob : alice), 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Message number ${i} about the apartment` }),
      });
    }
    const listing = await fetch(`${url}/api/listings`, { headers: { 'accept-encoding': 'br' } });
    const etag = listing.headers.get('etag') ?? '';
    const headers = { 'accept-encoding': 'br, gzip' };
    sizes.push(await listSize(url, LIST_COUNTS[0]));

    // The latency target, beside its floor: the same bytes from a server that does nothing else.
    results.push(await paced(LIST_5K, { url: `${url}/api/listings`, rate: 200, headers }));
    const floor5k = await bareBytes(await encodedList(url), 'br');
    results.push(await paced(REF_5K, { url: floor5k.url, rate: 200, headers }));
    await floor5k.close();
    // The figure earlier runs printed, for comparison: autocannon's bursts (see paced-load.ts).
    results.push(
      await run('  same, autocannon -R 200', {
        url: `${url}/api/listings`,
        headers,
        overallRate: 200,
      }),
    );
    results.push(
      await run('GET /api/listings (5,000, br) max rate', { url: `${url}/api/listings`, headers }),
    );
    results.push(
      await run('GET /api/listings 304 revalidation', {
        url: `${url}/api/listings`,
        headers: { ...headers, 'if-none-match': etag },
      }),
    );
    const pollUrl = `${url}/api/conversations/${conversationID}/messages`;
    const pollTag = (await fetch(pollUrl, { headers: auth(bob) })).headers.get('etag') ?? '';
    results.push(
      await run(POLL, {
        url: pollUrl,
        headers: { ...headers, ...auth(bob) },
      }),
    );
    results.push(
      await run(POLL_304, {
        url: pollUrl,
        headers: { ...headers, ...auth(bob), 'if-none-match': pollTag },
      }),
    );
    // Four times the town: the same list at 200 req/s (the first request builds the answer).
    await seedBulk(app.ctx.db.kysely, LIST_COUNTS[1] - LIST_COUNTS[0]);
    sizes.push(await listSize(url, LIST_COUNTS[1]));
    results.push(await paced(LIST_20K, { url: `${url}/api/listings`, rate: 200, headers }));
    const floor20k = await bareBytes(await encodedList(url), 'br');
    results.push(await paced(REF_20K, { url: floor20k.url, rate: 200, headers }));
    await floor20k.close();
  } finally {
    await app.close();
    cleanup();
  }

  const bareRps = results[0]?.rps ?? 1;
  for (const r of results.slice(1)) r.ratioToBare = Number((r.rps / bareRps).toFixed(2));
  const byName = (name: string) => results.find((r) => r.name === name);
  const listings200 = byName(LIST_5K);
  const poll = byName(POLL);
  const pollRevalidating = byName(POLL_304);
  const listings20k = byName(LIST_20K);
  const targets = {
    'listings p99 <= 50 ms at 200 req/s': (listings200?.p99 ?? Infinity) <= 50,
    'listings (20,000) p99 <= 50 ms at 200 req/s': (listings20k?.p99 ?? Infinity) <= 50,
    'list answer (5,000) <= 250 KB brotli': (sizes[0]?.brBytes ?? Infinity) <= 250 * 1024,
    'poll >= 0.3x bare req/s (full answer)': (poll?.ratioToBare ?? 0) >= 0.3,
    'poll >= 0.3x bare req/s (revalidating, as browsers do)':
      (pollRevalidating?.ratioToBare ?? 0) >= 0.3,
  };

  console.log(
    `\nAPI benchmark (${DURATION} s per case, ${CONNECTIONS} connections, loopback, ${os.cpus().length} CPUs)\n`,
  );
  console.log(
    `${'case'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× bare'.padStart(7)} errors`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(46)} ${String(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.ratioToBare ?? '').padStart(7)} ${r.non2xx}`,
    );
  }
  console.log(
    `\n${'list answer'.padEnd(20)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(7)}`,
  );
  const kb = (n: number, w: number) => (n / 1024).toFixed(0).padStart(w);
  for (const z of sizes)
    console.log(
      `${`${z.listings.toLocaleString('en-US')} listings`.padEnd(20)} ${kb(z.rawBytes, 9)} ${kb(z.gzipBytes, 8)} ${kb(z.brBytes, 7)}`,
    );
  console.log('');
  for (const [target, met] of Object.entries(targets))
    console.log(`${met ? 'MET   ' : 'MISSED'} ${target}`);

  writeResults('api-bench.json', {
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    results,
    listSizes: sizes,
    targets,
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
