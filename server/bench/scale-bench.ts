// Scale-out benchmark (not a test): `pnpm --filter server bench:scale`, and part of `pnpm bench`.
// The same load against one and against two API instances (separate processes) on one PostgreSQL
// (5,000 listings), each time through the /api balancer of `pnpm start --scale` (HAProxy,
// scripts/lib/haproxy.mjs), so both sides pay the same hop. Prints req/s, p50/p99 and the
// two-to-one throughput ratio of the public list and the message poll. The machine's cores are
// shared by the instances, PostgreSQL, the balancer and autocannon: on 2 cores expect little.
// Results also go to bench-results/scale-bench.json.
import { execFile, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { startHaproxy } from '../../scripts/lib/haproxy.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { migrate, openDatabase } from '../src/db/database';
import { seedBulk } from '../src/seed/bulk-seed';
import { tokenFor } from '../test/helpers/test-verifier';
import { writeResults } from './bench-kit';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 20;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Measured> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
  });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

function startInstance(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(import.meta.dirname, 'scale-instance.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`an API instance exited (${code})`)));
    child.on('message', (msg: { type: string; url?: string }) => {
      if (msg.type === 'ready' && msg.url) resolve({ child, url: msg.url });
    });
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function main() {
  // Our own throw-away PostgreSQL unless one is given.
  let stopPg = () => {};
  let databaseUrl = process.env.DATABASE_URL;
  let pgDir = '';
  if (!databaseUrl) {
    pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sublease-scale-pg-'));
    const pg = startPostgres({ dir: pgDir, port: await freePort() });
    databaseUrl = pg.url;
    stopPg = pg.stop;
  }
  const children: ChildProcess[] = [];
  const rows: { name: string; one: Measured; two: Measured }[] = [];
  try {
    const db = await openDatabase({ dataDir: os.tmpdir(), databaseUrl });
    await migrate(db);
    await db.kysely.deleteFrom('listings').execute();
    await seedBulk(db.kysely, 5000);
    await db.destroy();

    const instances = [await startInstance(databaseUrl), await startInstance(databaseUrl)];
    children.push(...instances.map((i) => i.child));
    const [first] = instances;
    const url0 = first?.url ?? '';
    const alice = { uid: 'bench-alice', email: 'alice@example.com', name: 'Alice' };
    const bob = { uid: 'bench-bob', email: 'bob@example.com', name: 'Bob' };
    const auth = (u: typeof alice) => ({ authorization: `Bearer ${tokenFor(u)}` });
    const list = (await (await fetch(`${url0}/api/listings`)).json()) as { listingID: number }[];
    if (list.length !== 5000) throw new Error(`expected 5000 listings, got ${list.length}`);
    const start = await fetch(`${url0}/api/listings/${list[0]?.listingID}/conversation`, {
      method: 'POST',
      headers: auth(bob),
    });
    const { conversationID } = (await start.json()) as { conversationID: number };
    for (let i = 0; i < 30; i++) {
      await fetch(`${url0}/api/conversations/${conversationID}/reply`, {
        method: 'POST',
        headers: { ...auth(i % 2 ? bob : alice), 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Message number ${i} about the apartment` }),
      });
    }

    const cases = [
      { name: 'GET /api/listings (5,000, br)', path: '/api/listings', headers: {} },
      {
        name: 'GET /api/conversations/{id}/messages poll',
        path: `/api/conversations/${conversationID}/messages`,
        headers: auth(bob),
      },
    ];
    const haproxyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-bench-haproxy-'));
    const quiet = () => {};
    const balancers = [
      await startHaproxy({
        targets: [url0],
        port: await freePort(),
        dir: path.join(haproxyDir, 'one'),
        output: quiet,
      }),
      await startHaproxy({
        targets: instances.map((i) => i.url),
        port: await freePort(),
        dir: path.join(haproxyDir, 'two'),
        output: quiet,
      }),
    ];
    // The first health checks bring the instances in.
    await new Promise((r) => setTimeout(r, 1500));
    const origin = (b: (typeof balancers)[number]) => b.url;
    for (const c of cases) {
      const headers = { 'accept-encoding': 'br, gzip', ...c.headers };
      // Warm both instances' caches first (the list body, the poll body).
      for (const i of instances) await fetch(`${i.url}${c.path}`, { headers });
      const one = await load(`${origin(balancers[0]!)}${c.path}`, headers);
      const two = await load(`${origin(balancers[1]!)}${c.path}`, headers);
      rows.push({ name: c.name, one, two });
    }
    await Promise.all(balancers.map((b) => b.close()));
  } finally {
    // The instances close their pools before their database goes away.
    await Promise.all(
      children.map(
        (child) =>
          new Promise((r) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => r(clearTimeout(timer)));
            child.disconnect();
          }),
      ),
    );
    stopPg();
    if (pgDir) fs.rmSync(pgDir, { recursive: true, force: true });
  }

  console.log(
    `\nScale-out benchmark (${DURATION} s per case, ${CONNECTIONS} connections, PostgreSQL, through the /api balancer, ${os.cpus().length} CPUs)\n`,
  );
  console.log(
    `${'case'.padEnd(44)} ${'instances'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} errors`,
  );
  for (const r of rows) {
    for (const [n, m] of [
      [1, r.one],
      [2, r.two],
    ] as const) {
      console.log(
        `${(n === 1 ? r.name : '').padEnd(44)} ${String(n).padStart(9)} ${String(m.rps).padStart(8)} ${String(m.p50).padStart(7)} ${String(m.p99).padStart(7)} ${m.errors}`,
      );
    }
    console.log(
      `${''.padEnd(44)} ${'2 ÷ 1'.padStart(9)} ${(r.two.rps / Math.max(1, r.one.rps)).toFixed(2).padStart(8)}×`,
    );
  }
  writeResults('scale-bench.json', {
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    cpus: os.cpus().length,
    results: rows.map((r) => ({
      ...r,
      ratio: Number((r.two.rps / Math.max(1, r.one.rps)).toFixed(2)),
    })),
  });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
