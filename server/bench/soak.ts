// Soak benchmark (not a test): `pnpm --filter server bench:soak`. SOAK_USERS simulated signed-in
// people (default 500, at most 2,000) do for SOAK_SECONDS (default 300, at most 900) what the
// spec's polling does: the conversation list every 15 s, the open chat every 3 s (revalidating with
// its ETag, as browsers do), and a message now and then (one a minute on average). The API runs in
// its own process (bench/soak-server.ts). Prints errors, p50/p99 latency and the API's memory after
// a full GC at start and end, beside the same schedule for 30 s against a server that does nothing.
// Writes bench-results/soak.json.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { tokenFor } from '../test/helpers/test-verifier';
import { writeResults } from './bench-kit';

const bounded = (value: string | undefined, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Number(value) || fallback));
const USERS = bounded(process.env.SOAK_USERS, 500, 2000);
const SECONDS = bounded(process.env.SOAK_SECONDS, 300, 900);
const REFERENCE_SECONDS = Math.min(30, SECONDS);
const LIST_EVERY_MS = 15_000;
const POLL_EVERY_MS = 3_000;
const MESSAGE_CHANCE_PER_POLL = POLL_EVERY_MS / 60_000;

interface Memory {
  rss: number;
  heapUsed: number;
}

function startServer(bare: boolean): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(import.meta.dirname, 'soak-server.ts'), bare ? ['--bare'] : [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the soak server exited (${code})`)));
    child.on('message', (msg: { type: string; url?: string }) => {
      if (msg.type === 'ready' && msg.url) resolve({ child, url: msg.url });
    });
  });
}

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (msg: { type: string } & Memory) => {
      if (msg.type !== 'memory') return;
      child.off('message', onMessage);
      resolve({ rss: msg.rss, heapUsed: msg.heapUsed });
    };
    child.on('message', onMessage);
    child.send({ type: 'memory' });
  });
}

interface Person {
  auth: Record<string, string>;
  conversation: number;
  pollTag: string;
  listTag: string;
}

/** Each person starts a conversation about one of the seeded listings, as the chat page would. */
async function people(url: string, bare: boolean): Promise<Person[]> {
  const listings = bare
    ? [{ listingID: 1 }]
    : ((await (await fetch(`${url}/api/listings`)).json()) as Array<{ listingID: number }>);
  const result: Person[] = [];
  for (let i = 0; i < USERS; i++) {
    const auth = {
      authorization: `Bearer ${tokenFor({ uid: `soak-${i}`, email: `soak${i}@example.com`, name: `Soak ${i}` })}`,
    };
    const listing = listings[i % listings.length]?.listingID ?? 1;
    const res = await fetch(`${url}/api/listings/${listing}/conversation`, {
      method: 'POST',
      headers: auth,
    });
    const { conversationID } = (await res.json()) as { conversationID?: number };
    result.push({ auth, conversation: conversationID ?? 1, pollTag: '', listTag: '' });
  }
  return result;
}

interface Tally {
  latencies: number[];
  /** Per kind of call (list, poll, send), to tell which one is slow. */
  byKind: Record<string, number[]>;
  errors: number;
  requests: number;
  firstErrors: string[];
}

async function timed(
  tally: Tally,
  kind: string,
  input: string,
  init: RequestInit,
): Promise<Response | null> {
  const started = performance.now();
  tally.requests++;
  try {
    const res = await fetch(input, init);
    await res.arrayBuffer();
    const ms = performance.now() - started;
    tally.latencies.push(ms);
    (tally.byKind[kind] ??= []).push(ms);
    if (res.status >= 400) {
      tally.errors++;
      if (tally.firstErrors.length < 5)
        tally.firstErrors.push(`${res.status} ${init.method ?? 'GET'} ${input}`);
    }
    return res;
  } catch (error) {
    tally.errors++;
    if (tally.firstErrors.length < 5) tally.firstErrors.push(String(error));
    return null;
  }
}

/** Runs the schedule for `seconds`; every timer is cleared at the end (bounded in time and count). */
async function schedule(url: string, persons: Person[], seconds: number): Promise<Tally> {
  const tally: Tally = { latencies: [], byKind: {}, errors: 0, requests: 0, firstErrors: [] };
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let sent = 0;
  for (const p of persons) {
    const list = async () => {
      const res = await timed(tally, 'list', `${url}/api/user/conversations`, {
        headers: { ...p.auth, ...(p.listTag ? { 'if-none-match': p.listTag } : {}) },
      });
      p.listTag = res?.headers.get('etag') ?? p.listTag;
    };
    const poll = async () => {
      if (Math.random() < MESSAGE_CHANCE_PER_POLL) {
        await timed(tally, 'send', `${url}/api/conversations/${p.conversation}/reply`, {
          method: 'POST',
          headers: { ...p.auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            content: `Soak message ${++sent}`,
            clientMessageId: crypto.randomUUID(),
          }),
        });
      }
      const res = await timed(
        tally,
        'poll',
        `${url}/api/conversations/${p.conversation}/messages`,
        {
          headers: { ...p.auth, ...(p.pollTag ? { 'if-none-match': p.pollTag } : {}) },
        },
      );
      p.pollTag = res?.headers.get('etag') ?? p.pollTag;
    };
    // Spread over the intervals, as people arrive at different moments.
    const every = (task: () => Promise<void>, ms: number) =>
      setTimeout(() => {
        void task();
        timers.push(setInterval(task, ms));
      }, Math.random() * ms);
    timers.push(every(list, LIST_EVERY_MS), every(poll, POLL_EVERY_MS));
  }
  await new Promise((r) => setTimeout(r, seconds * 1000));
  for (const t of timers) clearInterval(t);
  await new Promise((r) => setTimeout(r, 1000));
  return tally;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1))
    : NaN;
const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

async function measure(bare: boolean, seconds: number) {
  const { child, url } = await startServer(bare);
  try {
    const persons = await people(url, bare);
    // A first round to warm caches and the JIT, then the starting memory.
    await schedule(url, persons, 5);
    const start = await memoryOf(child);
    const tally = await schedule(url, persons, seconds);
    const end = await memoryOf(child);
    const sorted = tally.latencies.sort((a, b) => a - b);
    const kinds = Object.fromEntries(
      Object.entries(tally.byKind).map(([kind, all]) => {
        const k = all.sort((a, b) => a - b);
        return [kind, { count: k.length, p50: percentile(k, 0.5), p99: percentile(k, 0.99) }];
      }),
    );
    return {
      requests: tally.requests,
      errors: tally.errors,
      firstErrors: tally.firstErrors,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      kinds,
      memoryMb: {
        start: { rss: mb(start.rss), heap: mb(start.heapUsed) },
        end: { rss: mb(end.rss), heap: mb(end.heapUsed) },
      },
    };
  } finally {
    child.disconnect();
  }
}

async function main() {
  console.error(
    `soak: ${USERS} users, ${SECONDS} s against the API, ${REFERENCE_SECONDS} s reference…`,
  );
  const reference = await measure(true, REFERENCE_SECONDS);
  const api = await measure(false, SECONDS);
  const heapGrowth = api.memoryMb.end.heap - api.memoryMb.start.heap;
  const targets = {
    'errors = 0': api.errors === 0,
    'p99 <= 100 ms': api.p99 <= 100,
    // "Flat": the live heap after a full GC grows by less than 10% (and 5 MB) over the run.
    'memory flat (heap after GC +< 10%)': heapGrowth < Math.max(5, api.memoryMb.start.heap * 0.1),
  };
  const row = (name: string, r: typeof api) =>
    `${name.padEnd(26)} ${String(r.requests).padStart(8)} ${String(r.errors).padStart(6)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}   ${r.memoryMb.start.heap} → ${r.memoryMb.end.heap} MB heap, ${r.memoryMb.start.rss} → ${r.memoryMb.end.rss} MB rss`;
  console.log(`\nSoak (${USERS} signed-in users polling as the spec does, loopback)\n`);
  console.log(
    `${'case'.padEnd(26)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   API memory after GC, start → end`,
  );
  console.log(row(`reference (bare, ${REFERENCE_SECONDS} s)`, reference));
  console.log(row(`API (${SECONDS} s)`, api));
  console.log(
    `by call: ${Object.entries(api.kinds)
      .map(([k, v]) => `${k} ${v.count}× p50 ${v.p50} / p99 ${v.p99} ms`)
      .join(' · ')}`,
  );
  if (api.firstErrors.length) console.log(`first errors: ${api.firstErrors.join('; ')}`);
  console.log('');
  for (const [target, met] of Object.entries(targets))
    console.log(`${met ? 'MET   ' : 'MISSED'} ${target}`);
  writeResults('soak.json', { users: USERS, seconds: SECONDS, reference, api, targets });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
