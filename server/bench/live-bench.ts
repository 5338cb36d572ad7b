// Live-events benchmark (not a test): `pnpm --filter server bench:live`, and `pnpm bench`'s
// `live` section. One API instance (its own process, SQLite) on loopback; this process opens
// LIVE_USERS (5,000) idle authenticated streams to it, one per user, in waves, and then:
// - how many it holds, and the instance's memory before and after (RSS, heap; per stream);
// - that it is bounded: one stream beyond LIVE_STREAMS_MAX (= LIVE_USERS) is refused 503;
// - the time from a message sent to the event arriving, with all of them open;
// - the reference, measured the same way right after: a bare Node `http` server (live-bare.ts, its
//   own process) holding as many idle streams, the floor of what an idle stream costs in Node.
// The poll requests the stream saves are measured in Chromium by `pnpm bench` (bench/lib/live-polls.mjs).
// Stops by itself (a time limit of its own); results also go to bench-results/live-bench.json.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { validListing } from '../test/helpers/fixtures';
import { listingForm, multipart } from '../test/helpers/multipart';
import { tokenFor, type TestUser } from '../test/helpers/test-verifier';
import { writeResults } from './bench-kit';

const USERS = Number(process.env.LIVE_USERS ?? 5000);
const WAVE = 250;
const SENDS = 9;
const LIMIT_MS = 5 * 60_000;
const user = (i: number): TestUser => ({ uid: `live-${i}`, email: `live-${i}@example.com` });
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const giveUp = setTimeout(() => {
  console.error(`live bench: still running after ${LIMIT_MS / 1000} s, giving up`);
  process.exit(1);
}, LIMIT_MS);
giveUp.unref();

interface Stats {
  rss: number;
  heapUsed: number;
}

/** A server in its own process (its memory is its own) that answers 'ready' and 'stats' by IPC. */
async function startServer(file: string, env: Record<string, string> = {}) {
  const child = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const fromChild = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const on = (msg: { type: string }) => {
        if (msg.type !== type) return;
        child.off('message', on);
        resolve(msg as T);
      };
      child.on('message', on);
    });
  const { url } = await fromChild<{ url: string }>('ready');
  return {
    url,
    stats: async () => {
      const answer = fromChild<Stats>('stats');
      child.send({ type: 'stats' });
      return answer;
    },
    stop: () => child.disconnect(),
  };
}

const instance = await startServer('live-instance.ts', {
  LIVE_STREAMS_MAX: String(USERS),
  LOG_LEVEL: 'error',
});
const { url } = instance;
/** A socket of its own per stream (no pooling: each is one idle browser tab). */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

interface Stream {
  status: number;
  request: http.ClientRequest;
  /** Resolves with the arrival time of each event of this type, in order. */
  onEvent(type: string, listener: (at: number) => void): void;
}

/** Opens user i's stream to `base` (unauthenticated for the bare reference); resolves at `ready`. */
function openStream(base: string, i: number, signedIn = true): Promise<Stream> {
  const origin = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: origin.hostname,
        port: origin.port,
        path: '/api/events',
        agent,
        headers: signedIn ? { authorization: `Bearer ${tokenFor(user(i))}` } : {},
      },
      (res) => {
        const listeners = new Map<string, (at: number) => void>();
        const stream: Stream = {
          status: res.statusCode ?? 0,
          request,
          onEvent: (type, listener) => listeners.set(type, listener),
        };
        if (res.statusCode !== 200) {
          res.resume();
          return resolve(stream);
        }
        res.setEncoding('utf8');
        let resolved = false;
        res.on('data', (chunk: string) => {
          const at = performance.now();
          for (const match of chunk.matchAll(/^event: (\w+)$/gm)) {
            const type = match[1] ?? '';
            if (type === 'ready' && !resolved) {
              resolved = true;
              resolve(stream);
            }
            listeners.get(type)?.(at);
          }
        });
        res.on('error', () => undefined);
      },
    );
    request.on('error', reject);
  });
}

async function api(method: string, apiPath: string, as: TestUser, body?: object) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${tokenFor(as)}` } };
  if (body) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(`${url}/api${apiPath}`, init);
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

// One conversation between users 0 and 1, for the delivery check.
const form = multipart(listingForm(validListing(), ['front.jpg']));
const created = await fetch(`${url}/api/listing`, {
  method: 'POST',
  headers: { ...form.headers, authorization: `Bearer ${tokenFor(user(0))}` },
  body: form.payload,
});
if (!created.ok) throw new Error(`create listing: ${created.status}`);
const links = (await created.json()) as string[];
const listingId = Number(/listings\/(\d+)\//.exec(decodeURIComponent(links[0] ?? ''))?.[1]);
const { conversationID } = (await api('POST', `/listings/${listingId}/conversation`, user(1))) as {
  conversationID: number;
};

/** USERS streams opened in waves of WAVE, and the server's memory before and with them held. */
async function holdStreams(server: Awaited<ReturnType<typeof startServer>>, signedIn: boolean) {
  const before = await server.stats();
  const opening = performance.now();
  const streams: Stream[] = [];
  let refused = 0;
  for (let start = 0; start < USERS; start += WAVE) {
    const wave = await Promise.all(
      Array.from({ length: Math.min(WAVE, USERS - start) }, (_, k) =>
        openStream(server.url, start + k, signedIn),
      ),
    );
    for (const s of wave) {
      if (s.status === 200) streams.push(s);
      else refused++;
    }
  }
  const openedInMs = Math.round(performance.now() - opening);
  const extra = signedIn ? await openStream(server.url, USERS) : null;
  const held = await server.stats();
  const perStreamKb =
    Math.round(((held.rss - before.rss) / Math.max(1, streams.length) / 1024) * 10) / 10;
  const memory = {
    rssBeforeMb: mb(before.rss),
    rssHeldMb: mb(held.rss),
    heapBeforeMb: mb(before.heapUsed),
    heapHeldMb: mb(held.heapUsed),
    perStreamKb,
  };
  const close = () => {
    for (const s of extra ? [...streams, extra] : streams) s.request.destroy();
  };
  return { streams, refused, openedInMs, extra, memory, close };
}

const apiHeld = await holdStreams(instance, true);
const { streams, extra } = apiHeld;

// Delivery with every stream open: user 1 receives each of user 0's messages.
const reader = streams[1];
const latencies: number[] = [];
for (let n = 0; n < SENDS && reader; n++) {
  const arrived = new Promise<number>((resolve) => reader.onEvent('message', resolve));
  const sentAt = performance.now();
  await api('POST', `/conversations/${conversationID}/reply`, user(0), { content: `Hi ${n}` });
  latencies.push((await arrived) - sentAt);
  await new Promise((r) => setTimeout(r, 100));
}
latencies.sort((a, b) => a - b);
const median = latencies[Math.floor(latencies.length / 2)] ?? NaN;

apiHeld.close();
instance.stop();

// The reference, after the API instance has let go of its sockets: the same count, the same way.
const bareServer = await startServer('live-bare.ts');
const bare = await holdStreams(bareServer, false);
bare.close();
bareServer.stop();

const results = {
  users: USERS,
  held: streams.length,
  refusedBeforeTheLimit: apiHeld.refused,
  beyondTheLimit: extra?.status,
  openedInMs: apiHeld.openedInMs,
  memory: apiHeld.memory,
  deliveryMs: {
    median: Math.round(median * 10) / 10,
    max: Math.round((latencies.at(-1) ?? NaN) * 10) / 10,
  },
  reference: {
    what: 'bare node:http server, idle text/event-stream responses',
    held: bare.streams.length,
    openedInMs: bare.openedInMs,
    memory: bare.memory,
  },
};
writeResults('live-bench.json', results);

// One row per server, the reference beside the instance: compare per-stream figures, not totals
// (the reference's process has no app loaded, so its RSS starts lower).
const WIDTHS = [30, 14, 10, 14, 34, 16];
const row = (cells: string[]) =>
  console.log(
    cells
      .map((c, i) => c.padEnd(WIDTHS[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
const memoryCells = (m: typeof apiHeld.memory) => [
  `${m.rssBeforeMb} → ${m.rssHeldMb} MB (${m.perStreamKb} KB each)`,
  `${m.heapBeforeMb} → ${m.heapHeldMb} MB`,
];
console.log(`\nLive events benchmark (one API instance, SQLite, loopback; ${USERS} idle users)\n`);
row(['', 'streams held', 'opened in', 'one beyond', 'RSS before → held', 'heap used']);
row([
  'API instance (Fastify, auth)',
  `${streams.length} of ${USERS}`,
  `${apiHeld.openedInMs} ms`,
  extra?.status === 503 ? '503 (bounded)' : `${extra?.status}`,
  ...memoryCells(apiHeld.memory),
]);
row([
  'reference: bare node:http',
  `${bare.streams.length} of ${USERS}`,
  `${bare.openedInMs} ms`,
  '(no limit)',
  ...memoryCells(bare.memory),
]);
const ratio = apiHeld.memory.perStreamKb / bare.memory.perStreamKb;
console.log(
  `\nRSS a stream: ${Number.isFinite(ratio) && ratio > 0 ? `${ratio.toFixed(1)}× the bare reference's` : '–'}; ` +
    `${apiHeld.refused} refused before LIVE_STREAMS_MAX.`,
);
console.log(
  `message → event with every stream open (${SENDS} sends): median ${results.deliveryMs.median} ms, max ${results.deliveryMs.max} ms`,
);

agent.destroy();
