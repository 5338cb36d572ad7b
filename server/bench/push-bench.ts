// Web Push benchmark (not a test): `pnpm --filter server bench:push`, and `pnpm bench --only push`.
// A local push service (web-push-testing, its own process: it checks our VAPID token and decrypts
// every push) and one API instance (its own process, SQLite, its sender on as in production):
// - message → push: Alice writes to one subscribed reader, one message at a time; the time from
//   sending the message to the push service holding the decrypted push (median, p95);
// - 1,000 subscribed people, one message each (Alice answers each of their conversations, 16 at
//   once): pushes a second from the first message to the last push, and the instance's memory
//   (RSS, heap) before, at its peak and after;
// - the sender alone: one more push per reader queued in one transaction, sent by the instance;
// - the reference, in the same run to the same push service: a bare loop of web-push's own
//   encryption and VAPID signing (`generateRequestDetails`) + fetch, 16 at once, no database.
//   (`webpush.sendNotification` itself speaks https only; the push service here is http.)
// Stops by itself (a time limit of its own); results also go to bench-results/push-bench.json.
import { fork } from 'node:child_process';
import path from 'node:path';
import webpush from 'web-push';
import {
  startPushTestService,
  type PushTestSubscription,
} from '../../scripts/lib/push-test-service.mjs';
import { freePort } from '../test/helpers/push-proxy';
import { validListing } from '../test/helpers/fixtures';
import { listingForm, multipart } from '../test/helpers/multipart';
import { tokenFor, type TestUser } from '../test/helpers/test-verifier';
import { writeResults } from './bench-kit';

const USERS = Number(process.env.PUSH_USERS ?? 1000);
const LATENCY_SENDS = 40;
const CONCURRENCY = 16;
const LIMIT_MS = 5 * 60_000;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const user = (i: number): TestUser => ({
  uid: `push-${i}`,
  email: `push-${i}@example.com`,
  name: `Reader ${i}`,
});
const ALICE: TestUser = { uid: 'push-alice', email: 'alice@example.com', name: 'Alice Johnson' };

const giveUp = setTimeout(() => {
  console.error(`push bench: still running after ${LIMIT_MS / 1000} s, giving up`);
  process.exit(1);
}, LIMIT_MS);
giveUp.unref();

interface Stats {
  rss: number;
  heapUsed: number;
  pending: number;
}

const push = await startPushTestService({ port: await freePort() });
const child = fork(path.join(import.meta.dirname, 'push-instance.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, PUSH_TEST_ORIGINS: push.origin },
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
const stats = async (gc = false) => {
  const answer = fromChild<Stats>('stats');
  child.send({ type: 'stats', gc });
  return answer;
};

async function api(method: string, apiPath: string, as: TestUser, body?: unknown) {
  const res = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${tokenFor(as)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** Runs `fn` over 0…n-1, `lanes` at once. */
async function inLanes(n: number, lanes: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let i = next++; i < n; i = next++) await fn(i);
    }),
  );
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

// Alice's listing; every reader starts a conversation about it and subscribes one browser.
const form = multipart(listingForm(validListing(), ['front.jpg']));
const created = await fetch(`${url}/api/listing`, {
  method: 'POST',
  headers: { ...form.headers, authorization: `Bearer ${tokenFor(ALICE)}` },
  body: form.payload,
});
if (!created.ok) throw new Error(`create listing: ${created.status}`);
const links = (await created.json()) as string[];
const listingId = Number(/listings\/(\d+)\//.exec(decodeURIComponent(links[0] ?? ''))?.[1]);
const { publicKey } = (await (await fetch(`${url}/api/push/public-key`)).json()) as {
  publicKey: string;
};

const readers: { conversation: number; sub: PushTestSubscription }[] = [];
const settingUp = performance.now();
await inLanes(USERS, 8, async (i) => {
  const sub = await push.subscribe(publicKey);
  const { clientHash: _hash, ...json } = sub;
  await api('POST', '/user/push-subscriptions', user(i), json);
  const { conversationID } = (await api(
    'POST',
    `/listings/${listingId}/conversation`,
    user(i),
  )) as {
    conversationID: number;
  };
  readers[i] = { conversation: conversationID, sub };
});
console.error(
  `push bench: ${USERS} readers subscribed in ${Math.round(performance.now() - settingUp)} ms`,
);

// 1. Message → push, one at a time (the sender is kicked by the commit; no poll wait).
const first = readers[0];
if (!first) throw new Error('no reader');
const latencies: number[] = [];
for (let k = 0; k < LATENCY_SENDS; k++) {
  const before = (await push.notifications(first.sub.clientHash)).length;
  const t0 = performance.now();
  await api('POST', `/conversations/${first.conversation}/reply`, ALICE, { content: `Ping ${k}` });
  for (;;) {
    if ((await push.notifications(first.sub.clientHash)).length > before) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  latencies.push(performance.now() - t0);
}
latencies.sort((a, b) => a - b);

// 2. One message to each of USERS readers.
const memBefore = await stats(true);
let peak = memBefore.rss;
const sampler = setInterval(() => {
  void stats().then((s) => (peak = Math.max(peak, s.rss)));
}, 100);
const started = performance.now();
await inLanes(USERS, CONCURRENCY, async (i) => {
  await api('POST', `/conversations/${readers[i]?.conversation}/reply`, ALICE, {
    content: `Your viewing is confirmed, reader ${i}.`,
  });
});
const acceptedMs = performance.now() - started;
for (;;) {
  if ((await stats()).pending === 0) break;
  await new Promise((r) => setTimeout(r, 10));
}
const drainedMs = performance.now() - started;
clearInterval(sampler);
const memAfter = await stats(true);
let delivered = 0;
await inLanes(USERS, 8, async (i) => {
  const got = await push.notifications(readers[i]?.sub.clientHash ?? '');
  if (got.some((m) => m.includes(`reader ${i}.`))) delivered++;
});

// 2b. The sender alone: one push to each reader queued in one transaction, then sent (the
// instance's own pass; its background sender may take some rows too, as a second instance would).
const drainAnswer = fromChild<{
  queued: number;
  ms: number;
  outcomes: Record<string, number>;
}>('drain');
child.send({ type: 'drain' });
const drain = await drainAnswer;

// 3. Reference: the same number of pushes straight from this process, no API, no database.
const vapidDetails = { subject: 'mailto:push@localhost', ...webpush.generateVAPIDKeys() };
const refSubs: PushTestSubscription[] = [];
await inLanes(USERS, 8, async (i) => {
  refSubs[i] = await push.subscribe(vapidDetails.publicKey);
});
const refStarted = performance.now();
let refDelivered = 0;
await inLanes(USERS, CONCURRENCY, async (i) => {
  const sub = refSubs[i];
  if (!sub) return;
  const details = webpush.generateRequestDetails(
    sub,
    JSON.stringify({ type: 'message', title: 'Alice', body: `Reference ${i}`, url: '/', tag: 't' }),
    { vapidDetails, TTL: 86400, topic: `reference-${i}`, urgency: 'high' },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([k]) => k.toLowerCase() !== 'content-length')
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body as Uint8Array<ArrayBuffer>,
  });
  await res.body?.cancel();
  if (res.status === 201) refDelivered++;
});
const refMs = performance.now() - refStarted;

const results = {
  users: USERS,
  latency: {
    sends: LATENCY_SENDS,
    medianMs: round1(quantile(latencies, 0.5)),
    p95Ms: round1(quantile(latencies, 0.95)),
    maxMs: round1(latencies.at(-1) ?? 0),
  },
  fanOut: {
    messages: USERS,
    delivered,
    messagesAcceptedInMs: Math.round(acceptedMs),
    allPushedInMs: Math.round(drainedMs),
    pushesPerSecond: Math.round(USERS / (drainedMs / 1000)),
    rssBeforeMb: mb(memBefore.rss),
    rssPeakMb: mb(peak),
    rssAfterMb: mb(memAfter.rss),
    heapBeforeMb: mb(memBefore.heapUsed),
    heapAfterMb: mb(memAfter.heapUsed),
  },
  senderAlone: {
    pushes: drain.queued,
    inMs: Math.round(drain.ms),
    pushesPerSecond: Math.round(drain.queued / (drain.ms / 1000)),
    outcomes: drain.outcomes,
  },
  reference: {
    pushes: USERS,
    delivered: refDelivered,
    inMs: Math.round(refMs),
    pushesPerSecond: Math.round(USERS / (refMs / 1000)),
  },
};
writeResults('push-bench.json', results);

const f = results.fanOut;
console.log(`Web Push benchmark (one API instance, SQLite, loopback; web-push-testing as the push service)

message → push (${LATENCY_SENDS} sends, one at a time): median ${results.latency.medianMs} ms, p95 ${results.latency.p95Ms} ms, max ${results.latency.maxMs} ms

| case                                   | pushes | delivered | time      | pushes/s | RSS before → peak → after      | heap before → after |
| -------------------------------------- | ------ | --------- | --------- | -------- | ------------------------------ | ------------------- |
| API: ${USERS} readers, one message each  | ${USERS} | ${f.delivered} | ${f.allPushedInMs} ms | ${f.pushesPerSecond} | ${f.rssBeforeMb} → ${f.rssPeakMb} → ${f.rssAfterMb} MB | ${f.heapBeforeMb} → ${f.heapAfterMb} MB |
| API sender alone: ${results.senderAlone.pushes} queued pushes       | ${results.senderAlone.pushes} | – | ${results.senderAlone.inMs} ms | ${results.senderAlone.pushesPerSecond} | – | – |
| reference: web-push + fetch, no API    | ${USERS} | ${results.reference.delivered} | ${results.reference.inMs} ms | ${results.reference.pushesPerSecond} | – | – |

(Sender alone, this instance's passes: ${JSON.stringify(drain.outcomes)}; its background sender may take some.)
(The API's time runs from the first of the ${USERS} messages sent to the last push delivered; the
messages themselves were all accepted after ${f.messagesAcceptedInMs} ms.)`);

child.disconnect();
await push.stop();
process.exit(0);
