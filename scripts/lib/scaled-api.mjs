// `pnpm start --scale N`: the site's PostgreSQL, s3rver (an S3-protocol server: the API speaks
// plain S3 to it, as to AWS S3, R2 or MinIO), N API instances, and HAProxy on the API's usual port,
// so the site's /api proxy (and anything else that talks to :8080) reaches them all.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { controlSocketPath, serveDeployControl } from './deploy-control.mjs';
import { BACKEND, checkHaproxy, haproxyCommand, waitForListening } from './haproxy.mjs';
import { startPostgres } from './postgres.mjs';
import { run, waitForHttp } from './processes.mjs';
import { S3_BUCKET, s3rverArgs, scaleStorageEnv } from './scale-site.mjs';
import { apiEnv, runApi } from './site-services.mjs';

/** @typedef {import('./site-services.mjs').Site} Site */
/** @typedef {{ port: number, service: import('./supervisor.mjs').Service }} Instance */

/** @param {Site} site */
export async function startScaledApi(site) {
  const { root, env, dataDir, topology, log, supervisor } = site;
  const { ports, scalePorts, s3Origin, scale } = topology;
  log(`load balancer: ${checkHaproxy()}`);
  log(`starting PostgreSQL on 127.0.0.1:${scalePorts.postgres}…`);
  const pg = startPostgres({ dir: path.join(dataDir, 'postgres'), port: scalePorts.postgres });
  supervisor.addCleanup(() => pg.stop());
  log(`starting s3rver on ${s3Origin} (bucket ${S3_BUCKET})…`);
  const s3 = supervisor.keepService('s3rver', () =>
    run('s3', process.execPath, s3rverArgs({ root, dataDir, port: scalePorts.s3 }), {
      cwd: root,
      env,
    }),
  );
  await waitForHttp(`${s3Origin}/`, { timeoutMs: 30_000, child: s3.child });
  const shared = { DATABASE_URL: pg.url, ...scaleStorageEnv(s3Origin) };
  /** @type {string[]} */
  const targets = [];
  /** @type {Instance[]} */
  const instances = [];
  for (let i = 0; i < scale; i++) {
    const port = scalePorts.instance(i);
    // Only the first seeds an empty database, and the others start once it is up (no double seed).
    // On SIGTERM, /api/ready answers 503 for 2.5 s (two checks) before it stops listening.
    const service = supervisor.keepService(`API instance ${i + 1}`, () =>
      runApi(
        site,
        `api${i + 1}`,
        // Each instance its own metrics port (its API port + 1000, on loopback).
        apiEnv(site, port, {
          SHUTDOWN_DRAIN_SECONDS: '2.5',
          ...shared,
          METRICS_PORT: String(port + 1000),
          ...(i > 0 ? { SEED: 'false' } : {}),
        }),
      ),
    );
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
      timeoutMs: 240_000,
      child: service.child,
    });
    targets.push(`http://127.0.0.1:${port}`);
    instances.push({ port, service });
  }
  // Which process group serves which port, for the scale-out journeys that kill one (e2e).
  const writeInstances = () =>
    writeFileSync(
      path.join(dataDir, 'api-instances.json'),
      JSON.stringify(instances.map(({ port, service }) => ({ port, pid: service.child?.pid }))),
    );
  writeInstances();
  setInterval(writeInstances, 1000).unref();
  const adminSocket = path.join(dataDir, 'haproxy', 'admin.sock');
  const { command, args } = haproxyCommand({
    targets,
    port: ports.api,
    dir: path.join(dataDir, 'haproxy'),
    adminSocket,
  });
  const balancer = supervisor.keepService('HAProxy', () =>
    run('haproxy', command, args, { cwd: root }),
  );
  // keepService starts its first process at once: there is a child.
  const balancerChild = /** @type {import('./processes.mjs').RunningChild} */ (balancer.child);
  await waitForListening('127.0.0.1', ports.api, balancerChild);
  log(`HAProxy balancing /api over ${targets.join(', ')}`);
  supervisor.addServer(
    await serveRollingControl({ dataDir, instances, adminSocket, databaseUrl: pg.url }),
  );
}

/**
 * `pnpm deploy:rolling` asks through DATA_DIR/deploy.sock (lib/rolling.mjs).
 * @param {{ dataDir: string, instances: Instance[], adminSocket: string, databaseUrl: string }} options
 */
function serveRollingControl({ dataDir, instances, adminSocket, databaseUrl }) {
  return serveDeployControl({
    socketPath: controlSocketPath(dataDir),
    describe: () => ({
      adminSocket,
      backend: BACKEND,
      databaseUrl,
      dataDir,
      instances: instances.map(({ port, service }, i) => ({
        n: i + 1,
        name: `api${i + 1}`,
        port,
        pid: service.child?.pid,
      })),
    }),
    // Replaces instance n with whatever server/dist holds now; answers once the new one is ready.
    // `abrupt`: no grace (what a careless restart does: the bench's contrast).
    restart: async (n, { abrupt = false }) => {
      const instance = instances[n - 1];
      if (!instance) throw new Error(`there is no instance ${n}`);
      const oldPid = instance.service.child?.pid;
      const child = await instance.service.restart(abrupt ? 0 : 45_000);
      await waitForHttp(`http://127.0.0.1:${instance.port}/api/ready`, {
        timeoutMs: 120_000,
        child,
      });
      return { oldPid, pid: child.pid };
    },
  });
}
