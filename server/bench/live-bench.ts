// Live-events benchmark (not a test): `pnpm --filter server bench:live`, and `pnpm bench`'s
// `live` section. One API instance (its own process, SQLite) on loopback; this process opens
// LIVE_USERS (5,000) idle authenticated streams to it, one per user, in waves, and then:
// - how many it holds, and the instance's memory before and after (RSS, heap; per stream);
// - that it is bounded: one stream beyond LIVE_STREAMS_MAX (= LIVE_USERS) is refused 503;
// - the time from a message sent to the event arriving, with all of them open;
// - the poll requests the stream saves those users (from the client's poll intervals).
// Stops by itself (a time limit of its own); results also go to bench-results/live-bench.json.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { CACHE_TIMES } from '../../shared-api/src/query/cache-times';
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

const child = fork(path.join(import.meta.dirname, 'live-instance.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, LIVE_STREAMS_MAX: String(USERS), LOG_LEVEL: 'error' },
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
const stats = async () => {
  const answer = fromChild<{ rss: number; heapUsed: number }>('stats');
  child.send({ type: 'stats' });
  return answer;
};

const { url } = await fromChild<{ url: string }>('ready');
const origin = new URL(url);
/** A socket of its own per stream (no pooling: each is one idle browser tab). */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

interface Stream {
  status: number;
  request: http.ClientRequest;
  /** Resolves with the arrival time of each event of this type, in order. */
  onEvent(type: string, listener: (at: number) => void): void;
}

function openStream(i: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: origin.hostname,
        port: origin.port,
        path: '/api/events',
        agent,
        headers: { authorization: `Bearer ${tokenFor(user(i))}` },
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

const before = await stats();
const opening = performance.now();
const streams: Stream[] = [];
let refusedEarly = 0;
for (let start = 0; start < USERS; start += WAVE) {
  const wave = await Promise.all(
    Array.from({ length: Math.min(WAVE, USERS - start) }, (_, k) => openStream(start + k)),
  );
  for (const s of wave) {
    if (s.status === 200) streams.push(s);
    else refusedEarly++;
  }
}
const openedInMs = Math.round(performance.now() - opening);
const extra = await openStream(USERS);
const held = await stats();

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

// Poll requests of USERS idle people with a chat open (messages + conversations polls), per
// minute: at the spec's 3 s / 15 s without the stream, at the safety-net intervals with it.
const perMinute = (messagesMs: number, conversationsMs: number) =>
  Math.round(USERS * (60_000 / messagesMs + 60_000 / conversationsMs));
const spec = perMinute(
  CACHE_TIMES.messages.refetchInterval,
  CACHE_TIMES.conversations.refetchInterval,
);
const live = perMinute(CACHE_TIMES.livePoll.messages, CACHE_TIMES.livePoll.conversations);

const perStreamKb =
  Math.round(((held.rss - before.rss) / Math.max(1, streams.length) / 1024) * 10) / 10;
const results = {
  users: USERS,
  held: streams.length,
  refusedBeforeTheLimit: refusedEarly,
  beyondTheLimit: extra.status,
  openedInMs,
  memory: {
    rssBeforeMb: mb(before.rss),
    rssHeldMb: mb(held.rss),
    heapBeforeMb: mb(before.heapUsed),
    heapHeldMb: mb(held.heapUsed),
    perStreamKb,
  },
  deliveryMs: {
    median: Math.round(median * 10) / 10,
    max: Math.round((latencies.at(-1) ?? NaN) * 10) / 10,
  },
  pollsPerMinute: { spec, live, saved: spec - live },
};
writeResults('live-bench.json', results);

console.log(`\nLive events benchmark (one API instance, SQLite, loopback; ${USERS} idle users)\n`);
console.log(
  `streams held                 ${streams.length} of ${USERS} (opened in ${openedInMs} ms, ${refusedEarly} refused)`,
);
console.log(
  `one beyond LIVE_STREAMS_MAX  ${extra.status === 503 ? '503 (bounded)' : `answered ${extra.status}`}`,
);
console.log(
  `instance RSS                 ${mb(before.rss)} MB → ${mb(held.rss)} MB (${perStreamKb} KB a stream)`,
);
console.log(`instance heap used           ${mb(before.heapUsed)} MB → ${mb(held.heapUsed)} MB`);
console.log(
  `message → event (${SENDS} sends)   median ${results.deliveryMs.median} ms, max ${results.deliveryMs.max} ms`,
);
console.log(
  `poll requests a minute       ${spec} at the spec's 3 s/15 s → ${live} with the stream (${spec - live} saved, ${Math.round(((spec - live) / spec) * 100)} %)`,
);

for (const s of [...streams, extra]) s.request.destroy();
agent.destroy();
child.disconnect();
