// The local Web Push service of tests, `pnpm start` (PUSH_TEST_SERVICE=1) and the benchmark: the
// `web-push-testing` package's server, a mock push service that issues subscriptions (real P-256
// keys), checks our VAPID token, decrypts what it receives and lists it per subscription. Its
// endpoints are `http://localhost:<port>/notify/<clientHash>`: the API accepts them only when that
// origin is in PUSH_TEST_ORIGINS.
import { createRequire } from 'node:module';
import path from 'node:path';
import { run, stop } from './processes.mjs';

const require = createRequire(import.meta.url);

/** Its server entry (`node <entry> <port>`); the package's CLI daemonizes, which we do not want. */
export const pushTestServiceEntry = () =>
  path.join(path.dirname(require.resolve('web-push-testing/package.json')), 'src/bin/server.js');

/** What its endpoints start with (it names itself `localhost`). */
export const pushTestOrigin = (/** @type {number} */ port) => `http://localhost:${port}`;

/**
 * Talks to a running service: subscribe, read what a subscription received, expire one.
 * @param {string} origin
 */
export function pushTestClient(origin) {
  /**
   * @param {string} pathname
   * @param {object} [body]
   * @returns {Promise<any>} its JSON answer (or text)
   */
  const post = async (pathname, body) => {
    const res = await fetch(`${origin}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${text}`);
    return res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  };
  return {
    origin,
    /** A subscription as `PushSubscription.toJSON()` gives it, plus its `clientHash`. */
    /** @param {string} applicationServerKey */
    async subscribe(applicationServerKey) {
      // It wants the form-encoded string 'true' even in JSON.
      const { data } = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return data;
    },
    /** The decrypted payloads this subscription received, oldest first (as text). */
    /** @param {string} clientHash */
    async notifications(clientHash) {
      const { data } = await post('/get-notifications', { clientHash });
      return data.messages;
    },
    /** From now on it answers 410 to pushes for this subscription. */
    expire: (/** @type {string} */ clientHash) => post(`/expire-subscription/${clientHash}`),
  };
}

/**
 * Starts the service on `port` (its own process group) and waits until it listens.
 * @param {{ port: number, output?: (chunk: Buffer | string) => void }} options
 */
export async function startPushTestService({ port, output = () => {} }) {
  /** @type {(value?: unknown) => void} */
  let ready = () => {};
  const listening = new Promise((resolve) => (ready = resolve));
  const child = run('push', process.execPath, [pushTestServiceEntry(), String(port)], {
    output: (chunk) => {
      if (String(chunk).includes('Server running')) ready();
      output(chunk);
    },
  });
  const exited = child.exited.then(({ code }) => {
    throw new Error(`web-push-testing exited (code ${code}) before listening on ${port}`);
  });
  await Promise.race([listening, exited]);
  exited.catch(() => {});
  return { ...pushTestClient(pushTestOrigin(port)), child, stop: () => stop(child) };
}
