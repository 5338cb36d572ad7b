// The /api load balancer of `pnpm start --scale N`: HAProxy (Debian's `haproxy` package) in front of
// the N API instances, on the API's usual port, so the site's /api proxy (and anything else that
// talks to :8080) reaches them all. A kept proxy rather than our own: early answers to large bodies
// (the API's 413 before it has read a 6 MB upload), half-closed sockets, keep-alive reuse and
// health checks are corners HAProxy has met for twenty years.
//
// The rules it is configured with:
// - round robin over the instances that are ready (`GET /api/ready`: the database and the object
//   store answer; asked every second; two failures take an instance out, one success brings it back);
// - retries: a request that never reached an instance (connection refused or failed) goes to the
//   next one, whatever its method; a request an instance received but did not answer (empty
//   answer, timeout) is sent again only when it is GET, HEAD or OPTIONS — a POST may have been
//   stored, so the client's own retry decides (messages carry a clientMessageId);
// - `/api/events` (server-sent events) is streamed as written, and may stay silent between the
//   API's 20-second heartbeats;
// - X-Request-Id: the site proxy's is passed on (the API logs under it), one is made if missing;
// - X-Forwarded-For: the client address the site proxy set is kept and the balancer's peer is
//   appended (the API trusts loopback hops: TRUST_PROXY);
// - bodies pass through unbuffered except the first buffer needed to replay a safe request;
//   the API enforces the upload limits (5 MB photos) and its 413 reaches the client;
// - no instance up: 503 with the same JSON error the site proxy uses;
// - with `adminSocket`, its runtime API listens there (lib/haproxy-admin.mjs: a rolling deploy
//   drains one instance at a time).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { run, stop } from './processes.mjs';

export const NO_INSTANCE_MESSAGE = 'The API is not reachable. Please try again.';
/** Where Debian puts it; HAPROXY=/path overrides (another distribution, a newer build). */
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';

/** Throws a clear set-up message when HAProxy is not installed. */
export function checkHaproxy(binary = HAPROXY) {
  const probe = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `--scale needs HAProxy as its load balancer (${binary} not found): apt-get install -y haproxy`,
    );
  }
  return probe.stdout.split('\n')[0];
}

// HAProxy closes the client's connection after such an answer: say so, or a client reuses it.
// The request's id goes in the body as the API's errors carry it (JSON-escaped: a client may have
// sent it), so a student's report can be found in the site's log.
/** @param {number} status */
const jsonError = (status) =>
  `  http-error status ${status} content-type "application/json; charset=utf-8" ` +
  `hdr connection close lf-string '{"error":${JSON.stringify(NO_INSTANCE_MESSAGE)},` +
  `"requestId":"%[var(txn.rid),json(utf8s)]"}'`;

/** The backend whose servers are the API instances, named api1, api2, … in `targets` order. */
export const BACKEND = 'instances';
/** The same instances for the live streams (`/api/events`), tracking BACKEND's servers. */
const STREAMS_BACKEND = 'streams';
const LIVE_PATH = '/api/events';
/** Requests one instance is given at once (the rest queue in HAProxy); live streams excepted. */
const REQUESTS_PER_INSTANCE = 32;

/**
 * The configuration text for `targets` (origins such as `http://127.0.0.1:8090`) on `port`.
 * @param {{ targets: string[], port: number, host?: string, healthPath?: string,
 *   adminSocket?: string }} options
 */
export function haproxyConfig({
  targets,
  port,
  host = '127.0.0.1',
  healthPath = '/api/ready',
  adminSocket,
}) {
  const servers = targets.map((origin) => {
    const { hostname, port: p } = new URL(origin);
    return `${hostname}:${p}`;
  });
  return [
    'global',
    '  maxconn 4096',
    // Twice the default buffer: a safe request up to 32 KB can be replayed; larger ones stream.
    '  tune.bufsize 32768',
    ...(adminSocket ? [`  stats socket ${adminSocket} mode 600 level admin`] : []),
    '',
    'defaults',
    '  mode http',
    // Only what went wrong (an error answer, a retry, a cut or timed-out request), one line each on
    // its stderr: the site's log says which instance failed a request and why.
    '  log stderr format raw local0 info',
    '  option httplog',
    '  option dontlog-normal',
    '  timeout connect 2s',
    // A live stream (/api/events) is silent between the API's 20-second heartbeats; three missed
    // ones end it. Uploads: the API re-encodes a large photo before it answers (up to ~2 min).
    '  timeout client 65s',
    '  timeout server 130s',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    // A busy instance answers its check late: taking it out for that moves its load onto the
    // others until every one is out (seen while one was being replaced). Slow is not down: a dead
    // one refuses the connection at once; a hung one is out after two 10 s checks.
    '  timeout check 10s',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 3',
    '',
    `frontend api`,
    `  bind ${host}:${port}`,
    // The request id the site proxy set is passed on; a request that came without one gets one.
    '  unique-id-format %[uuid()]',
    '  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }',
    // Kept for HAProxy's own error answers, which may be made after the request has gone on.
    '  http-request set-var(txn.rid) req.hdr(x-request-id)',
    `  use_backend ${STREAMS_BACKEND} if { path ${LIVE_PATH} }`,
    `  default_backend ${BACKEND}`,
    '',
    `backend ${BACKEND}`,
    '  balance roundrobin',
    `  option httpchk GET ${healthPath}`,
    '  http-check expect status 200',
    '  retry-on conn-failure empty-response response-timeout',
    // Received but unanswered: only requests that change nothing are sent again.
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS',
    jsonError(502),
    jsonError(503),
    jsonError(504),
    // At most REQUESTS_PER_INSTANCE requests at once on an instance; the rest wait in HAProxy's
    // queue (`timeout queue`) for the next free one. Unbounded, a burst fills the instance's accept
    // backlog: its health check then cannot even connect, and a slow instance is taken for a dead one.
    ...servers.map(
      (address, i) =>
        `  server api${i + 1} ${address} check inter 1s fall 2 rise 1 maxconn ${REQUESTS_PER_INSTANCE}`,
    ),
    '',
    // Live streams stay open for an hour: counted against the bound above they would starve the
    // requests. Same instances, no bound; each follows its twin's health and admin state (`track`),
    // so draining api1 in the backend above drains it here too.
    `backend ${STREAMS_BACKEND}`,
    '  balance roundrobin',
    '  retry-on conn-failure empty-response',
    jsonError(502),
    jsonError(503),
    jsonError(504),
    ...servers.map((address, i) => `  server api${i + 1} ${address} track ${BACKEND}/api${i + 1}`),
    '',
  ].join('\n');
}

/**
 * Writes the configuration into `dir` and returns the command line that runs HAProxy on it in the
 * foreground (-db: our supervisor owns it; -W: master-worker, so a reload never drops a socket).
 * @param {{ targets: string[], port: number, host?: string, dir: string, healthPath?: string,
 *   adminSocket?: string }} options
 */
export function haproxyCommand({
  targets,
  port,
  host = '127.0.0.1',
  dir,
  healthPath,
  adminSocket,
}) {
  checkHaproxy();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ targets, port, host, healthPath, adminSocket }));
  return { command: HAPROXY, args: ['-W', '-db', '-f', file] };
}

/**
 * Starts HAProxy as a child process (its own process group) and waits until it listens.
 * @param {{ targets: string[], port: number, host?: string, dir: string, healthPath?: string,
 *   output?: (chunk: Buffer | string) => void }} options  dir: where its configuration file is written
 */
export async function startHaproxy({ output, ...options }) {
  const { command, args } = haproxyCommand(options);
  const child = run('haproxy', command, args, { output });
  const host = options.host ?? '127.0.0.1';
  await waitForListening(host, options.port, child);
  return { url: `http://${host}:${options.port}`, child, close: () => stop(child, 2000) };
}

/**
 * Resolves once HAProxy accepts connections (a bare TCP connect: no request, no kept socket).
 * @param {string} host
 * @param {number} port
 * @param {import('./processes.mjs').RunningChild} child
 */
export async function waitForListening(host, port, child) {
  const deadline = Date.now() + 10_000;
  let died = false;
  child.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`haproxy exited before it listened on ${host}:${port}`);
    const connected = await new Promise((resolve) => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (connected) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`haproxy did not listen on ${host}:${port} within 10 s`);
}
