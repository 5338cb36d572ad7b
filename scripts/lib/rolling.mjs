// A rolling deploy of a running `pnpm start --scale N` (README "Deploying without a gap"): build
// the new server once, migrate the database once (every migration is additive: the old build keeps
// working on the new schema), then replace the instances one at a time:
//   1. drain it in HAProxy (runtime API): no new request goes to it, what it holds goes on;
//   2. wait until it holds no more requests (its live streams are counted apart; at most
//      DRAIN_WAIT_MS);
//   3. start.mjs stops it — SIGTERM: it answers /api/ready with 503, ends its live streams (their
//      clients reconnect to another instance and resync), finishes its requests, exits — and
//      starts the new build on the same port, and answers once it is ready;
//   4. put it back in rotation and wait until HAProxy's check sees it UP.
// The balancer's drain does not rely on the old build's own shutdown: the first deploy replaces
// instances that predate it.
import path from 'node:path';
import { controlRequest } from './deploy-control.mjs';
import { serverStats, setServerState } from './haproxy-admin.mjs';
import { buildServer, runStep } from './server-build.mjs';

/** How long a drained instance may take to finish its requests before it is stopped anyway. */
export const DRAIN_WAIT_MS = 5000;
/** How long the new instance may take before HAProxy's checks (every second) see it UP. */
const UP_WAIT_MS = 15_000;

/** @param {number} ms */
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * What the control socket says of the site (deploy-control.mjs, start.mjs's scaled-api.mjs).
 * @typedef {{ adminSocket: string, backend: string, databaseUrl: string, dataDir: string,
 *   instances: { n: number, name: string, port: number, pid?: number }[] }} ScaledSite
 */

/**
 * The migrations, once, with the new build, on the site's database.
 * @param {string} root
 * @param {ScaledSite} site
 */
export function migrateOnce(root, site) {
  return runStep(
    'the migrations',
    process.execPath,
    ['--enable-source-maps', path.join(root, 'server/dist/migrate.js')],
    {
      cwd: path.join(root, 'server'),
      env: {
        ...process.env,
        DATABASE_URL: site.databaseUrl,
        DATA_DIR: site.dataDir,
        GEOCODER: 'fixture',
        SEED: 'false',
      },
    },
  );
}

/**
 * @param {ScaledSite} site
 * @param {string} name
 * @param {(server: { status: string, sessions: number }) => boolean} test
 * @param {number} timeoutMs
 */
async function untilStats(site, name, test, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const server = (await serverStats(site.adminSocket, site.backend)).get(name);
    if (server && test(server)) return server;
    if (Date.now() > deadline) return null;
    await wait(100);
  }
}

/**
 * Replaces every instance of the site whose control socket is `socketPath`.
 * @param {{ root: string, socketPath: string, log?: (line: string) => void, build?: boolean,
 *   migrate?: boolean, drain?: boolean }} options  `drain: false` stops instances without
 *   draining them and without a grace period (what a careless restart does; the bench's contrast)
 * @returns {Promise<{ seconds: number, instances: { name: string, seconds: number,
 *   drained: boolean, oldPid: number, pid: number }[] }>}  drained: it held no request when it
 *   was stopped
 */
export async function rollingDeploy({
  root,
  socketPath,
  log = () => {},
  build = true,
  migrate = true,
  drain = true,
}) {
  const started = Date.now();
  /** @type {ScaledSite} */
  const site = await controlRequest(socketPath, 'GET', '/site');
  if (build) log(await buildServer(root));
  if (migrate) log(await migrateOnce(root, site));
  /** @type {{ name: string, seconds: number, drained: boolean, oldPid: number, pid: number }[]} */
  const replaced = [];
  for (const instance of site.instances) {
    const t0 = Date.now();
    let drained = false;
    if (drain) {
      await setServerState(site.adminSocket, site.backend, instance.name, 'drain');
      // Requests only: its live streams (HAProxy's other backend) end when it stops.
      drained =
        (await untilStats(site, instance.name, (s) => s.sessions === 0, DRAIN_WAIT_MS)) !== null;
      log(
        `${instance.name}: drained${drained ? '' : ` (still holding requests after ${DRAIN_WAIT_MS / 1000} s)`}`,
      );
    }
    const query = drain ? '' : '?abrupt=1';
    /** @type {{ oldPid: number, pid: number }} */
    let answer;
    try {
      answer = await controlRequest(socketPath, 'POST', `/instances/${instance.n}/restart${query}`);
    } finally {
      // Back in rotation even when its replacement failed: HAProxy's check decides if it serves.
      if (drain) await setServerState(site.adminSocket, site.backend, instance.name, 'ready');
    }
    const up = await untilStats(site, instance.name, (s) => s.status.startsWith('UP'), UP_WAIT_MS);
    if (!up) throw new Error(`${instance.name} did not come back UP within ${UP_WAIT_MS / 1000} s`);
    const seconds = (Date.now() - t0) / 1000;
    log(
      `${instance.name}: new build up (pid ${answer.oldPid} → ${answer.pid}) in ${seconds.toFixed(1)} s`,
    );
    replaced.push({
      name: instance.name,
      seconds,
      drained,
      oldPid: answer.oldPid,
      pid: answer.pid,
    });
  }
  return { seconds: (Date.now() - started) / 1000, instances: replaced };
}
