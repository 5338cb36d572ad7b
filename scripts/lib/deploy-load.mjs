// The load a rolling deploy is measured under (lib/rolling.test.mjs, bench/lib/rolling.mjs): a
// steady rate of a signed-in site's requests through the balancer — reads (the list, a listing's
// page, a chat's messages), message sends (each with its clientMessageId, retried once with the
// same id as the apps do), photo uploads (an upload link, the bytes, then the profile saved with the
// new picture, as the profile form does), and live streams that
// must come back (a `ready` event, after which the apps resync) when their instance goes away.
// Anything but the expected answer is a failure; nothing is retried behind the caller's back
// except what the apps themselves retry.
import http from 'node:http';
import { solidPng } from './solid-png.mjs';

const PASSWORD = 'rolling-deploy-1';
/** @param {number} ms */
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

// The load's requests go out on node:http with kept-alive connections rather than fetch: at a few
// hundred a second fetch cost the load about twice the CPU, taken from the site it measures on the
// same machine (its clients are elsewhere in life).
const agent = new http.Agent({ keepAlive: true });

/**
 * One request on the kept connections; the answer's status and whole body.
 * @param {string | URL} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [init]
 * @returns {Promise<{ status: number, body: Buffer }>}
 */
function send(url, init = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers: init.headers });
    req.on('response', (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * @param {Response} res
 * @param {string} what
 * @returns {Promise<any>} the answer's JSON
 */
async function json(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

/**
 * Signs up `users` people (the auth emulator), each with a conversation about a seeded listing.
 * @param {{ apiUrl: string, authUrl: string, users?: number }} options
 */
export async function prepareLoad({ apiUrl, authUrl, users = 48 }) {
  const run = Date.now().toString(36);
  const listings = await json(await fetch(`${apiUrl}/api/listings`), 'GET /api/listings');
  /** @type {string[]} */
  const ids = listings.map((/** @type {{ listingID: string }} */ l) => l.listingID);
  if (ids.length === 0) throw new Error('the site has no listings (seed)');
  /** @type {Person[]} */
  const people = [];
  for (let i = 0; i < users; i++) {
    const answer = await json(
      await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `rolling-${run}-${i}@example.com`,
          password: PASSWORD,
          displayName: `Rolling ${i + 1}`,
          returnSecureToken: true,
        }),
      }),
      'sign-up',
    );
    const headers = {
      authorization: `Bearer ${answer.idToken}`,
      // Each person from their own address: the per-address limits are per person, as in life.
      'x-forwarded-for': `10.77.${i >> 8}.${i & 255}`,
    };
    const { conversationID } = await json(
      await fetch(`${apiUrl}/api/listings/${ids[i % ids.length]}/conversation`, {
        method: 'POST',
        headers,
      }),
      'start a conversation',
    );
    people.push({ headers, conversationID, name: `Rolling ${i + 1}`, uploading: false });
  }
  return { apiUrl, ids, people, run };
}

/**
 * @typedef {{ headers: { authorization: string, 'x-forwarded-for': string }, conversationID: string,
 *   name: string, uploading: boolean }} Person
 * @typedef {Awaited<ReturnType<typeof prepareLoad>>} Prepared
 */

/**
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return /** @type {number} */ (
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  );
}

/**
 * Starts the load at `rate` requests a second and `streams` live streams; `stop()` ends it and
 * resolves with what it saw, including every sent message's count in the conversations.
 * @param {Prepared} prepared
 * @param {{ rate?: number, streams?: number }} [options]
 */
export function startLoad(prepared, { rate = 300, streams = 4 } = {}) {
  const { apiUrl, ids, people } = prepared;
  /** @type {number[]} */
  const latencies = [];
  /** @type {{ kind: string, label: string, status?: number, body?: string, error?: string }[]} */
  const failures = [];
  /** @type {Map<string, Person>} clientMessageId → conversation, for each send the sender saw stored (201). */
  const sent = new Map();
  let requests = 0;
  /**
   * The people in turn, one counter per kind of action: none gets ahead of the others by chance.
   * @returns {() => Person}
   */
  const inTurn = () => {
    let n = 0;
    return () => /** @type {Person} */ (people[n++ % people.length]);
  };
  const nextSender = inTurn();
  const nextUploader = inTurn();
  let stopped = false;
  /** @type {Set<Promise<unknown>>} */
  const inFlight = new Set();
  /**
   * @template T
   * @param {T[]} list not empty
   * @returns {T}
   */
  const pick = (list) => /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);

  /**
   * @param {string} kind
   * @param {string} label
   * @param {string | URL} url
   * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [init]
   * @param {(status: number) => boolean} [ok]
   * @returns {Promise<{ status: number, body: Buffer } | null>}
   */
  async function request(kind, label, url, init, ok = (s) => s >= 200 && s < 300) {
    const t0 = performance.now();
    requests++;
    try {
      const { status, body } = await send(url, init);
      latencies.push(performance.now() - t0);
      if (!ok(status)) {
        failures.push({ kind, label, status, body: body.toString().slice(0, 160) });
        return null;
      }
      return { status, body };
    } catch (error) {
      latencies.push(performance.now() - t0);
      const failure = /** @type {Error & { code?: string }} */ (error);
      failures.push({ kind, label, error: failure.code ?? failure.message });
      return null;
    }
  }

  /** @type {[weight: number, action: () => Promise<unknown>][]} */
  const actions = [
    // Reads: 70 %.
    [25, () => request('read', 'GET /api/listings', `${apiUrl}/api/listings`)],
    [
      25,
      () =>
        request(
          'read',
          'GET /api/listings/:id/details',
          `${apiUrl}/api/listings/${pick(ids)}/details`,
          { headers: pick(people).headers },
        ),
    ],
    [
      20,
      () => {
        const p = pick(people);
        return request(
          'read',
          'GET messages',
          `${apiUrl}/api/conversations/${p.conversationID}/messages`,
          { headers: p.headers },
          (s) => s === 200 || s === 304,
        );
      },
    ],
    // Sends: 20 %. The API lets each person send 60 a minute: the senders take turns, so none
    // goes over it by chance while the people on average stay under it (random picks bunch up).
    [
      20,
      async () => {
        const p = nextSender();
        const clientMessageId = crypto.randomUUID();
        const init = {
          method: 'POST',
          headers: { ...p.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ content: `rolling ${clientMessageId}`, clientMessageId }),
        };
        const url = `${apiUrl}/api/conversations/${p.conversationID}/reply`;
        let answer = await request('send', 'POST reply', url, init);
        // The apps retry a failed send once with the same id: the server must store it once.
        if (!answer) answer = await request('send', 'POST reply (retry)', url, init);
        if (answer) sent.set(clientMessageId, p);
      },
    ],
    // Uploads: ~5 % of actions, three requests each; one at a time per person.
    [
      5,
      async () => {
        // Round the people: each may hold 5 unused picture slots an hour.
        const p = nextUploader();
        if (p.uploading) return;
        p.uploading = true;
        try {
          const slot = await request(
            'upload',
            'POST profile-picture',
            `${apiUrl}/api/user/profile-picture`,
            {
              method: 'POST',
              headers: { ...p.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ contentType: 'image/png' }),
            },
          );
          if (!slot) return;
          const { uploadUrl, downloadUrl } = JSON.parse(slot.body.toString());
          const uploaded = await request('upload', 'PUT upload', new URL(uploadUrl, apiUrl), {
            method: 'PUT',
            headers: {
              'content-type': 'image/png',
              'x-forwarded-for': p.headers['x-forwarded-for'],
            },
            body: solidPng(64, 48, [Math.random() * 255, 90, 160].map(Math.floor)),
          });
          if (!uploaded) return;
          // Saved, the picture stops holding one of the person's 5 unsaved slots an hour: a load
          // that never saves would run into that cap (429), which is not the deploy's doing.
          await request('upload', 'PUT user (picture)', `${apiUrl}/api/user`, {
            method: 'PUT',
            headers: { ...p.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ name: p.name, profilePictureUrl: downloadUrl }),
          });
        } finally {
          p.uploading = false;
        }
      },
    ],
  ];
  const total = actions.reduce((n, [w]) => n + w, 0);
  const fire = () => {
    let r = Math.random() * total;
    const [, action] =
      actions.find(([w]) => (r -= w) < 0) ??
      /** @type {[number, () => Promise<unknown>]} */ (actions[0]);
    const promise = action().finally(() => inFlight.delete(promise));
    inFlight.add(promise);
  };
  const started = performance.now();
  let fired = 0;
  const ticker = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; fired < due; fired++) fire();
  }, 10);

  // Live streams: one per person of the first `streams`; each end is timed until the next `ready`.
  /** @type {{ opened: number, ended: number, resumesMs: number[], refused: number[] }} */
  const streamStats = { opened: 0, ended: 0, resumesMs: [], refused: [] };
  /** @type {AbortController[]} */
  const controllers = [];
  /** @param {Person} p */
  async function holdStream(p) {
    /** @type {number | null} */
    let endedAt = null;
    while (!stopped) {
      const controller = new AbortController();
      controllers.push(controller);
      try {
        const res = await fetch(`${apiUrl}/api/events`, {
          headers: { ...p.headers, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!res.ok) {
          streamStats.refused.push(res.status);
          await res.body?.cancel();
        } else {
          // An ok answer of the event stream has a body.
          const reader = /** @type {NonNullable<typeof res.body>} */ (res.body)
            .pipeThrough(new TextDecoderStream())
            .getReader();
          let seen = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            seen += value;
            if (seen.includes('event: ready')) {
              seen = '';
              streamStats.opened++;
              if (endedAt !== null) streamStats.resumesMs.push(performance.now() - endedAt);
              endedAt = null;
            }
          }
        }
      } catch {
        // aborted (the end of the load) or cut: both end this connection
      }
      if (stopped) break;
      streamStats.ended++;
      endedAt ??= performance.now();
      // The apps wait 0.5–1 s after a clean end before they reconnect (shared-api live events).
      await wait(500 + Math.random() * 500);
    }
  }
  const streamsDone = Promise.all(people.slice(0, streams).map(holdStream));

  return {
    async stop() {
      stopped = true;
      clearInterval(ticker);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      for (const c of controllers) c.abort();
      await streamsDone;
      // Every message a sender saw stored, counted in its conversation: once each, no more.
      /** @type {Map<Person, string[]>} */
      const byConversation = new Map();
      for (const [id, p] of sent) {
        const ids = byConversation.get(p) ?? [];
        byConversation.set(p, ids);
        ids.push(id);
      }
      let lost = 0;
      let doubled = 0;
      for (const [p, wanted] of byConversation) {
        const messages = await json(
          await fetch(`${apiUrl}/api/conversations/${p.conversationID}/messages`, {
            headers: p.headers,
          }),
          'read back the messages',
        );
        /** @type {Map<string, number>} */
        const seen = new Map();
        for (const m of messages)
          seen.set(m.clientMessageId, (seen.get(m.clientMessageId) ?? 0) + 1);
        for (const id of wanted) {
          const n = seen.get(id) ?? 0;
          if (n === 0) lost++;
          if (n > 1) doubled++;
        }
      }
      const sorted = latencies.sort((a, b) => a - b);
      return {
        seconds: Number(seconds.toFixed(1)),
        requests,
        rps: Math.round(requests / seconds),
        failures: failures.length,
        failureKinds: Object.entries(
          Object.groupBy(failures, (f) => `${f.label}: ${f.status ?? f.error}`),
        ).map(([what, list]) => `${what} ×${list?.length ?? 0}`),
        p50: Number(percentile(sorted, 50).toFixed(1)),
        p99: Number(percentile(sorted, 99).toFixed(1)),
        messages: { sent: sent.size, lost, doubled },
        streams: {
          held: Math.min(streams, people.length),
          ends: streamStats.ended,
          resumes: streamStats.resumesMs.length,
          maxResumeMs: Math.round(Math.max(0, ...streamStats.resumesMs)),
          unresumed: streamStats.ended - streamStats.resumesMs.length,
          refused: streamStats.refused,
        },
      };
    },
  };
}
