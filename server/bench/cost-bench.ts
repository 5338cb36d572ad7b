// What one request costs (not a test): `pnpm --filter server bench:cost`. One API instance in a
// process of its own (scale-instance.ts: the test verifier, links signed for S3 as on the scaled
// site) on a throw-away PostgreSQL (60 listings with three photos each, as many as the demo seed),
// and the request kinds of the rolling deploy's load (scripts/lib/deploy-load.mjs) sent one at a
// time. For each kind: the CPU the API process and PostgreSQL (the postmaster and its backends)
// spent per request, from /proc/<pid>/stat ticks, and the median wall time. Sequential, so nothing
// queues: the figures are the work, not the waiting.
// COST_REQUESTS (default 400) requests per kind; COST_ONLY=details,reply measures only those;
// COST_PROFILE=<dir> writes a V8 CPU profile of the API there (node --cpu-prof) when it stops.
// Results also go to bench-results/cost-bench.json.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { migrate, openDatabase } from '../src/db/database';
import { seedBulk } from '../src/seed/bulk-seed';
import { tokenFor } from '../test/helpers/test-verifier';
import { writeResults } from './bench-kit';

const REQUESTS = Number(process.env.COST_REQUESTS ?? 400);
const WARM_UP = 40;
/** As many listings as the demo seed of `pnpm start` has (the rolling bench reads their pages). */
const LISTINGS = 60;
const ONLY = process.env.COST_ONLY?.split(',').filter(Boolean);
const PROFILE = process.env.COST_PROFILE;
/** The API allows 60 sends a minute per person: enough people that the sends never meet it. */
const PEOPLE = 24;
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/**
 * utime + stime of one process in ticks (0 when it is gone); with `reaped`, also those of its
 * children that ended and were waited for (a backend the pool closed mid-run still counts).
 */
function ticks(pid: number, reaped = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return f[11]! + f[12]! + (reaped ? f[13]! + f[14]! : 0);
  } catch {
    return 0;
  }
}

/** The postmaster's processes (backends, writer, WAL writer…): ppid is the postmaster. */
function postgresChildren(postmaster: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** PostgreSQL's CPU so far: the postmaster, its live children and those already reaped. */
function postgresTicks(postmaster: number): number {
  return (
    ticks(postmaster, true) + postgresChildren(postmaster).reduce((n, pid) => n + ticks(pid), 0)
  );
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

function startInstance(databaseUrl: string) {
  const execArgv = ['--import', 'tsx'];
  if (PROFILE) execArgv.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`);
  const child = fork(path.join(import.meta.dirname, 'scale-instance.ts'), [], {
    execArgv,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // Links signed as on the scaled site (S3, path style); nothing here talks to the endpoint.
      STORAGE: 's3',
      S3_BUCKET: 'sublease',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      // As the benches' site (bench/lib/site.mjs): pages read faster than a person would.
      LISTING_PAGE_READS_PER_MINUTE: '6000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API instance exited (${code})`)));
    child.on('message', (msg: { type: string; url?: string }) => {
      if (msg.type === 'ready' && msg.url) resolve({ child, url: msg.url });
    });
  });
}

interface Kind {
  name: string;
  key: string;
  /** One request; throws on an unexpected answer. */
  run: (i: number) => Promise<void>;
}

async function expectOk(res: Response, what: string) {
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${what}: ${res.status}`);
}

async function main() {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sublease-cost-pg-'));
  fs.chmodSync(pgDir, 0o755);
  const pg = startPostgres({ dir: pgDir, port: await freePort() });
  let child: ChildProcess | undefined;
  const rows: { kind: string; apiMs: number; pgMs: number; wallMs: number }[] = [];
  try {
    const db = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: pg.url });
    await migrate(db);
    await seedBulk(db.kysely, LISTINGS);
    await db.destroy();
    const instance = await startInstance(pg.url);
    child = instance.child;
    const api = instance.url;
    const postmaster = Number(
      fs.readFileSync(path.join(pgDir, 'data/postmaster.pid'), 'utf8').split('\n')[0],
    );

    const list = (await (await fetch(`${api}/api/listings`)).json()) as { listingID: string }[];
    const ids = list.map((l) => l.listingID);
    const people: { headers: Record<string, string>; conversationID: string }[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const token = tokenFor({
        uid: `cost-${i}`,
        email: `cost-${i}@example.com`,
        name: `Cost ${i + 1}`,
      });
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
      const res = await fetch(`${api}/api/listings/${ids[i % ids.length]}/conversation`, {
        method: 'POST',
        headers,
      });
      if (!res.ok) throw new Error(`start a conversation: ${res.status}`);
      const { conversationID } = (await res.json()) as { conversationID: string };
      people.push({ headers, conversationID });
    }
    const person = (i: number) => people[i % PEOPLE]!;
    const kinds: Kind[] = [
      {
        name: 'GET /api/listings',
        key: 'list',
        run: async () =>
          expectOk(
            await fetch(`${api}/api/listings`, {
              headers: { 'accept-encoding': 'gzip, deflate, br' },
            }),
            'list',
          ),
      },
      {
        name: 'GET /api/listings/:id/details',
        key: 'details',
        run: async (i) =>
          expectOk(
            await fetch(`${api}/api/listings/${ids[(i * 7) % ids.length]}/details`, {
              headers: person(i).headers,
            }),
            'details',
          ),
      },
      {
        name: 'POST /api/conversations/:id/reply',
        key: 'reply',
        run: async (i) => {
          const p = person(i);
          const clientMessageId = crypto.randomUUID();
          await expectOk(
            await fetch(`${api}/api/conversations/${p.conversationID}/reply`, {
              method: 'POST',
              headers: { ...p.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ content: `cost ${clientMessageId}`, clientMessageId }),
            }),
            'reply',
          );
        },
      },
      {
        name: 'GET /api/conversations/:id/messages',
        key: 'messages',
        run: async (i) =>
          expectOk(
            await fetch(`${api}/api/conversations/${person(i).conversationID}/messages`, {
              headers: person(i).headers,
            }),
            'messages',
          ),
      },
    ];
    for (const kind of kinds) {
      if (ONLY && !ONLY.includes(kind.key)) continue;
      for (let i = 0; i < WARM_UP; i++) await kind.run(i);
      const api0 = ticks(child.pid!);
      const pg0 = postgresTicks(postmaster);
      const walls: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        await kind.run(WARM_UP + i);
        walls.push(performance.now() - t0);
      }
      const apiTicks = ticks(child.pid!) - api0;
      const pgTicks = postgresTicks(postmaster) - pg0;
      walls.sort((a, b) => a - b);
      rows.push({
        kind: kind.name,
        apiMs: Number(((apiTicks * TICK_MS) / REQUESTS).toFixed(2)),
        pgMs: Number(((pgTicks * TICK_MS) / REQUESTS).toFixed(2)),
        wallMs: Number(walls[Math.floor(walls.length / 2)]!.toFixed(2)),
      });
    }
  } finally {
    if (child) {
      const c = child;
      await new Promise((r) => {
        const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
        c.once('exit', () => r(clearTimeout(timer)));
        c.disconnect();
      });
    }
    pg.stop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }

  console.log(
    `\nCost per request (${REQUESTS} sequential requests per kind, PostgreSQL, one API instance, ${os.cpus().length} CPUs)\n`,
  );
  console.log(
    `${'request'.padEnd(38)} ${'API CPU ms'.padStart(10)} ${'PG CPU ms'.padStart(10)} ${'wall p50 ms'.padStart(11)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.kind.padEnd(38)} ${r.apiMs.toFixed(2).padStart(10)} ${r.pgMs.toFixed(2).padStart(10)} ${r.wallMs.toFixed(2).padStart(11)}`,
    );
  }
  writeResults('cost-bench.json', { requests: REQUESTS, cpus: os.cpus().length, results: rows });
}

await main();
