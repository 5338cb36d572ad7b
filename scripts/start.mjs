#!/usr/bin/env node
// `pnpm start` / `pnpm dev`: the composed site on one machine (docs/architecture.md).
//   auth emulator :9099 → API :8080 → remotes :3001–:3004 → shell :3000 (with /api and /app-config.json)
// `pnpm start` builds what is missing or stale and serves the production builds; `pnpm dev` runs the
// webpack dev servers instead. Ctrl-C (or SIGTERM) stops everything.
//
// Flags: --dev, --no-build (serve whatever dist/ holds), --rebuild (build every app first),
// --scale N (N API instances on the site's own PostgreSQL and an S3 stand-in, behind a balancer:
// the production topology, README "Production topology").
// Environment: PORT_OFFSET, DATA_DIR, GEOCODER, APP_CONFIG and the variables of scripts/lib/app-config.mjs;
// SMTP_URL or SMTP_HOST (the API's mail server; without one, a local MailDev catches every mail).
// PUSH_TEST_SERVICE=1 starts a local Web Push service (web-push-testing) on :8060 + PORT_OFFSET and
// lets the API send to it (PUSH_TEST_ORIGINS).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfigFor, portsFrom, REMOTES, siteOriginFor } from './lib/app-config.mjs';
import { authEmulatorCommand, emulatorSuitePorts } from './lib/auth-emulator.mjs';
import {
  mailCatcherCommand,
  mailCatcherEnv,
  mailCatcherPorts,
  wantsMailCatcher,
} from './lib/mail-catcher.mjs';
import { apiTrustProxy, trustProxyFrom } from './lib/forwarded.mjs';
import { BACKEND, checkHaproxy, haproxyCommand, waitForListening } from './lib/haproxy.mjs';
import { controlSocketPath, serveDeployControl } from './lib/deploy-control.mjs';
import { apiCommand, buildServer } from './lib/server-build.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { keepRunning, portIsFree, prefixer, run, stop, waitForHttp } from './lib/processes.mjs';
import { createPageRenderer } from './lib/page-render.mjs';
import { remoteRenderDirFor } from './lib/remote-render.mjs';
import { pushTestOrigin, startPushTestService } from './lib/push-test-service.mjs';
import { newestMtime } from './lib/freshness.mjs';
import { endCanary, readChannel, releasesDirFrom } from './lib/releases.mjs';
import { canaryLimitsFrom, watchCanaries } from './lib/canary-watch.mjs';
import { apiOriginFrom, fetchRemoteHealth } from './lib/remote-health.mjs';
import { serveStatic } from './lib/static-server.mjs';

// The API's better-sqlite3 is compiled for Node 24 (scripts/node24.sh); on another Node it fails to
// load deep inside the API's start. Say so here, in one line, instead.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Node ${process.version} runs this; the project needs Node 24. Run \`. scripts/node24.sh\` first (README).`,
  );
  process.exit(1);
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const DEV = args.has('--dev');
const env = process.env;
const ports = portsFrom(env);
const log = prefixer('start');
const DATA_DIR = path.resolve(ROOT, env.DATA_DIR ?? '.data');
/** `--scale N` / `--scale=N`: N API instances (0 = the one embedded API on SQLite). */
const SCALE = (() => {
  const at = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (at < 0) return 0;
  const raw = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 8) {
    console.error('--scale needs a number of API instances from 1 to 8 (e.g. --scale 2)');
    process.exit(2);
  }
  return n;
})();
const offset = Number(env.PORT_OFFSET ?? 0);
/** Scaled-out ports, moved by PORT_OFFSET like the others. */
const scalePorts = {
  postgres: 5432 + offset,
  s3: 4568 + offset,
  instance: (i) => ports.api + 10 + i,
};
/** The local mail catcher (MailDev), when no SMTP_URL / SMTP_HOST is given. */
const MAIL_CATCHER = wantsMailCatcher(env);
const mailPorts = mailCatcherPorts(offset);
const S3_BUCKET = 'sublease';
/** The local Web Push service (tests, e2e, the benchmark): browsers of a test have no real one. */
const PUSH_TEST = ['1', 'true'].includes(env.PUSH_TEST_SERVICE ?? '');
// (Not 8090: with --scale the API instances take :8090–:8097.)
const pushTestPort = 8060 + offset;
/** Where the scaled-out site's objects are (the browser loads photos from here: CSP). */
const s3Origin = `http://127.0.0.1:${scalePorts.s3}`;
/** Proxies in front of the site whose X-Forwarded-* headers are believed (none by default). */
const trustProxy = trustProxyFrom(env.TRUST_PROXY);

const APPS = [
  { pkg: 'shell', port: ports.shell, host: true },
  ...REMOTES.map((r) => ({ pkg: r.pkg, port: ports.remote(r), host: false })),
];
const WEBPACK_CLI = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');

const children = [];
/** The API and the auth emulator: restarted when they die (keepRunning). */
const services = [];
const servers = [];
/** Synchronous last steps (stopping the site's PostgreSQL). */
const cleanups = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // Generous grace: the emulator exports its accounts on the way out.
  await Promise.all([
    ...[...children].reverse().map((child) => stop(child, 15_000)),
    ...services.map((service) => service.stop(15_000)),
  ]);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
  for (const cleanup of cleanups) cleanup();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

/**
 * A dev server that dies takes the whole site down, loudly (a crashed webpack dev server is a broken
 * config: restarting it would loop). The API and the emulator are restarted instead (keepService).
 */
function supervise(child) {
  children.push(child);
  child.exited.then(({ code, signal }) => {
    if (stopping) return;
    log(
      `${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`,
    );
    void shutdown(1);
  });
  return child;
}

// ---------------------------------------------------------------------------------------------- build

const SHARED_INPUTS = [
  'shared-ui/src',
  'shared-api/src',
  'tooling/webpack',
  'scripts/lib/app-config.mjs',
  'scripts/lib/remote-types.mjs',
];

function needsBuild(app) {
  const marker = path.join(ROOT, app.pkg, 'dist', app.host ? 'index.html' : 'remoteEntry.js');
  if (args.has('--rebuild') || !existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const inputs = [
    ...['src', 'public', 'webpack.config.js', 'package.json'].map((f) =>
      path.join(ROOT, app.pkg, f),
    ),
    ...SHARED_INPUTS.map((f) => path.join(ROOT, f)),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

async function build(app) {
  const started = Date.now();
  const child = run(`build ${app.pkg}`, process.execPath, [WEBPACK_CLI, '--mode', 'production'], {
    cwd: path.join(ROOT, app.pkg),
    env: { ...env, NODE_ENV: 'production' },
  });
  children.push(child);
  const { code } = await child.exited;
  children.splice(children.indexOf(child), 1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) throw new Error(`the build of ${app.pkg} failed (exit code ${code})`);
  log(`built ${app.pkg} in ${seconds} s`);
}

/** Builds what is missing or older than its sources, two at a time (our machines have two cores). */
async function buildWhatIsNeeded() {
  const queue = APPS.filter(needsBuild);
  if (queue.length === 0) return log('builds are up to date');
  log(`building ${queue.map((a) => a.pkg).join(', ')} (production)…`);
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await build(app).catch((error) => failures.push({ app, error }));
    }
  };
  await Promise.all([worker(), worker()]);
  for (const { app, error } of failures) {
    if (app.host) throw error;
    // A broken remote must not take the site down: its pages show the in-page failure message.
    log(`WARNING: ${error.message}; its pages will show "This page could not be loaded".`);
  }
}

// -------------------------------------------------------------------------------------- services

/**
 * A service that dies is started again with back-off (1 s, 2 s, 4 s … 30 s; reset after a minute up):
 * the site keeps serving its pages meanwhile (the /api proxy answers 502). During the first start a
 * death still fails the start (waitForHttp), usually a configuration error.
 */
function keepService(name, start, note) {
  const service = keepRunning({ name, start, log, note });
  services.push(service);
  return service;
}

async function startAuthEmulator() {
  // The accounts live next to the database that refers to them, and survive restarts (Ctrl-C exports).
  const saved = path.join(DATA_DIR, 'auth-emulator');
  const service = keepService(
    'the auth emulator',
    () => {
      // Its own temp folder per site: lib/auth-emulator.mjs (two sites once shared their accounts).
      const command = authEmulatorCommand({
        root: ROOT,
        ports,
        saved,
        importSaved: existsSync(saved),
        env,
      });
      return run('auth', process.execPath, command.args, { cwd: ROOT, env: command.env });
    },
    // It keeps accounts in memory and exports them only on a clean stop.
    `accounts created since it last started are lost; it re-imports ${saved}`,
  );
  await waitForHttp(`http://127.0.0.1:${ports.auth}/`, {
    timeoutMs: 90_000,
    child: service.child,
  });
}

/**
 * MailDev: the API's mail server when none is configured. It keeps the mails in DATA_DIR/maildev,
 * so the inbox survives restarts; every instance of --scale sends through it.
 */
async function startMailCatcher() {
  const service = keepService('the mail catcher', () =>
    run(
      'mail',
      process.execPath,
      mailCatcherCommand({ root: ROOT, ports: mailPorts, dir: path.join(DATA_DIR, 'maildev') }),
      { cwd: ROOT, env },
    ),
  );
  await waitForHttp(`http://127.0.0.1:${mailPorts.web}/api/healthz`, {
    timeoutMs: 30_000,
    child: service.child,
  });
}

/** The environment of an API instance (PORT, and with --scale the shared database and bucket). */
function apiEnv(port, extra = {}) {
  return {
    // The catcher's settings first: a SMTP_FROM / SMTP_TO of the caller's still wins.
    ...(MAIL_CATCHER ? mailCatcherEnv(mailPorts) : {}),
    ...env,
    PORT: String(port),
    DATA_DIR,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`,
    GEOCODER: env.GEOCODER ?? 'fixture',
    // Our /api proxy sets X-Forwarded-For from its socket (lib/forwarded.mjs): trust it.
    TRUST_PROXY: apiTrustProxy(env.TRUST_PROXY),
    // Links in e-mails (unread messages, saved-search digests) point at this site, whatever its port offset.
    SITE_URL: env.SITE_URL ?? `http://localhost:${ports.shell}`,
    // Its endpoints are plain http: the API refuses those unless their origin is listed.
    ...(PUSH_TEST
      ? {
          PUSH_TEST_ORIGINS: [env.PUSH_TEST_ORIGINS, pushTestOrigin(pushTestPort)]
            .filter(Boolean)
            .join(','),
        }
      : {}),
    ...extra,
  };
}

/** One API process: the compiled build (`pnpm start`), or tsx watching the sources (`pnpm dev`). */
function runApi(name, env) {
  const { command, args, cwd } = apiCommand(ROOT, { dev: DEV });
  return run(name, command, args, { cwd, env });
}

async function startApi() {
  const service = keepService('the API', () => runApi('api', apiEnv(ports.api)));
  // The first start seeds the database, the emulator's users and the photos: give it time.
  await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, {
    timeoutMs: 240_000,
    child: service.child,
  });
}

/**
 * The remotes' releases (`pnpm release`, scripts/lib/releases.mjs) on their own origin, as a CDN
 * would serve them: the remotes' rules (manifest and entry no-cache, hashed chunks immutable, CORS).
 */
async function startReleases() {
  const root = releasesDirFrom(env);
  mkdirSync(root, { recursive: true });
  servers.push(await serveStatic({ root, port: ports.releases, cors: true }));
  // A canary that fails in browsers ends by itself (scripts/lib/canary-watch.mjs).
  watchCanaries({
    remotes: REMOTES.map((r) => r.pkg),
    canaryOf: (pkg) => readChannel(root, pkg).canary,
    endCanary: (pkg, reason) => endCanary(root, pkg, reason),
    fetchHealth: () => fetchRemoteHealth({ apiOrigin: apiOriginFrom(env, ports) }),
    limits: canaryLimitsFrom(env),
    log,
  });
}

/**
 * --scale N: the site's PostgreSQL, s3rver (an S3-protocol server: the API speaks plain S3 to it,
 * as to AWS S3, R2 or MinIO), N API instances, and HAProxy on the API's usual port, so the
 * site's /api proxy (and anything else that talks to :8080) reaches them all.
 */
/** @type {{ port: number, service: ReturnType<typeof keepService> }[]} */
const instances = [];
let instancesTimer;

async function startScaledApi() {
  log(`load balancer: ${checkHaproxy()}`);
  log(`starting PostgreSQL on 127.0.0.1:${scalePorts.postgres}…`);
  const pg = startPostgres({ dir: path.join(DATA_DIR, 'postgres'), port: scalePorts.postgres });
  cleanups.push(() => pg.stop());
  log(`starting s3rver on ${s3Origin} (bucket ${S3_BUCKET})…`);
  const s3Dir = path.join(DATA_DIR, 's3');
  const s3 = keepService('s3rver', () =>
    run(
      's3',
      process.execPath,
      [
        path.join(ROOT, 'server/node_modules/s3rver/bin/s3rver.js'),
        '--directory',
        s3Dir,
        '--address',
        '127.0.0.1',
        '--port',
        String(scalePorts.s3),
        '--configure-bucket',
        S3_BUCKET,
        '--silent',
      ],
      { cwd: ROOT, env },
    ),
  );
  await waitForHttp(`${s3Origin}/`, { timeoutMs: 30_000, child: s3.child });
  const shared = {
    DATABASE_URL: pg.url,
    STORAGE: 's3',
    S3_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3Origin,
    // s3rver's fixed key pair: requests are signed for real and checked.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const targets = [];
  for (let i = 0; i < SCALE; i++) {
    const port = scalePorts.instance(i);
    // Only the first seeds an empty database, and the others start once it is up (no double seed).
    // On SIGTERM, /api/ready answers 503 for 2.5 s (two checks) before it stops listening.
    const service = keepService(`API instance ${i + 1}`, () =>
      runApi(
        `api${i + 1}`,
        // Each instance its own metrics port (its API port + 1000, on loopback).
        apiEnv(port, {
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
      path.join(DATA_DIR, 'api-instances.json'),
      JSON.stringify(instances.map(({ port, service }) => ({ port, pid: service.child?.pid }))),
    );
  writeInstances();
  instancesTimer = setInterval(writeInstances, 1000);
  instancesTimer.unref();
  const adminSocket = path.join(DATA_DIR, 'haproxy', 'admin.sock');
  const { command, args } = haproxyCommand({
    targets,
    port: ports.api,
    dir: path.join(DATA_DIR, 'haproxy'),
    adminSocket,
  });
  const balancer = keepService('HAProxy', () => run('haproxy', command, args, { cwd: ROOT }));
  await waitForListening('127.0.0.1', ports.api, balancer.child);
  log(`HAProxy balancing /api over ${targets.join(', ')}`);
  servers.push(await serveRollingControl({ adminSocket, databaseUrl: pg.url }));
}

/** `pnpm deploy:rolling` asks through DATA_DIR/deploy.sock (lib/rolling.mjs). */
function serveRollingControl({ adminSocket, databaseUrl }) {
  return serveDeployControl({
    socketPath: controlSocketPath(DATA_DIR),
    describe: () => ({
      adminSocket,
      backend: BACKEND,
      databaseUrl,
      dataDir: DATA_DIR,
      instances: instances.map(({ port, service }, i) => ({
        n: i + 1,
        name: `api${i + 1}`,
        port,
        pid: service.child?.pid,
      })),
    }),
    // Replaces instance n with whatever server/dist holds now; answers once the new one is ready.
    // `abrupt`: no grace (what a careless restart does: the bench's contrast).
    restart: async (n, { abrupt = false } = {}) => {
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

async function startApps() {
  await startReleases();
  if (DEV) {
    const started = APPS.map((app) => {
      const child = supervise(
        run(
          app.pkg,
          process.execPath,
          [WEBPACK_CLI, 'serve', '--mode', 'development', '--port', String(app.port)],
          {
            cwd: path.join(ROOT, app.pkg),
            env,
          },
        ),
      );
      return waitForHttp(`http://127.0.0.1:${app.port}/`, { timeoutMs: 300_000, child });
    });
    await Promise.all(started);
    return;
  }
  for (const app of APPS) {
    const root = path.join(ROOT, app.pkg, 'dist');
    const apiTarget = `http://127.0.0.1:${ports.api}`;
    servers.push(
      await serveStatic({
        root,
        port: app.port,
        cors: !app.host,
        trustProxy,
        // Every app answers /api and /app-config.json: the shell, and each remote's standalone harness.
        apiTarget,
        appConfig: (req, options) => appConfigFor(req, env, options),
        // (Only for the pages' CSP: with --scale, photos come from the local S3 stand-in over http.)
        publicUrl: env.PUBLIC_URL ?? (SCALE ? s3Origin : undefined),
        // The listings pages' first paint with their data, when the app's API is this proxy, and
        // the link-preview tags of /, /listings and a listing's page (absolute: SITE_URL, else a
        // host the site knows).
        ...(app.host && (env.API_BASE_URL ?? '/api') === '/api'
          ? {
              renderPage: createPageRenderer({
                root,
                apiTarget,
                siteOrigin: (req) => siteOriginFor(req, env),
                remoteRenderDir: (pkg) => remoteRenderDirFor(pkg, env),
              }),
            }
          : {}),
      }),
    );
  }
}

// ------------------------------------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  const suite = emulatorSuitePorts(ports);
  // …and the emulator suite's hub and logging ports (firebase.json).
  const wanted = [
    ports.shell,
    ...REMOTES.map((r) => ports.remote(r)),
    ports.releases,
    ports.api,
    ports.auth,
    suite.hub,
    suite.logging,
    ...(MAIL_CATCHER ? [mailPorts.smtp, mailPorts.web] : []),
    ...(SCALE
      ? [
          scalePorts.postgres,
          scalePorts.s3,
          ...Array.from({ length: SCALE }, (_, i) => scalePorts.instance(i)),
        ]
      : []),
    ...(PUSH_TEST ? [pushTestPort] : []),
  ];
  const busy = [];
  for (const port of wanted) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) {
    log(`port ${busy.join(', ')} already in use: is another \`pnpm start\` running?`);
    log('Stop it, or move this site with PORT_OFFSET (e.g. PORT_OFFSET=100 pnpm start → :3100).');
    process.exit(1);
  }

  if (!DEV && !args.has('--no-build')) await buildWhatIsNeeded();
  // The API's bundle takes a second: built when stale even with --no-build (which is the apps').
  if (!DEV) log(await buildServer(ROOT, { ifStale: true }));
  if (stopping) return;

  if (PUSH_TEST) {
    log(`starting the local push service on ${pushTestOrigin(pushTestPort)}…`);
    const push = await startPushTestService({ port: pushTestPort, output: prefixer('push') });
    supervise(push.child);
  }
  log('starting the Firebase Auth emulator…');
  await startAuthEmulator();
  if (MAIL_CATCHER) {
    log('starting the mail catcher (MailDev)…');
    await startMailCatcher();
  }
  if (SCALE) {
    log(`starting ${SCALE} API instances on PostgreSQL and S3…`);
    await startScaledApi();
  } else {
    log('starting the API…');
    await startApi();
  }
  log(DEV ? 'starting the webpack dev servers…' : 'serving the builds…');
  await startApps();

  const url = (port) => `http://localhost:${port}`;
  const lines = [
    '',
    `  The site is ready (${((Date.now() - started) / 1000).toFixed(0)} s)${DEV ? ' — dev servers, hot reload' : ''}:`,
    '',
    `    Site            ${url(ports.shell)}`,
    ...REMOTES.map(
      (r) =>
        `    ${r.pkg.padEnd(16)}${url(ports.remote(r))}  (standalone harness; manifest at /mf-manifest.json)`,
    ),
    `    Releases        ${url(ports.releases)}  (pnpm release / pnpm rollback <remote>)`,
    `    API             ${url(ports.api)}/api${SCALE ? ` (balanced over ${SCALE} instances on :${scalePorts.instance(0)}…)` : ''}`,
    ...(SCALE
      ? [
          `    PostgreSQL      postgres://postgres@127.0.0.1:${scalePorts.postgres}/sublease`,
          `    S3 (s3rver)     ${s3Origin}/${S3_BUCKET}`,
        ]
      : []),
    `    Auth emulator   http://127.0.0.1:${ports.auth}`,
    MAIL_CATCHER
      ? `    Mail inbox      http://127.0.0.1:${mailPorts.web}  (MailDev: every e-mail the API sends; SMTP 127.0.0.1:${mailPorts.smtp}, REST /api/email)`
      : `    Mail            sent through ${env.SMTP_URL ? 'SMTP_URL' : `SMTP_HOST ${env.SMTP_HOST}`}`,
    ...(PUSH_TEST
      ? [`    Push (test)     ${pushTestOrigin(pushTestPort)}  (web-push-testing)`]
      : []),
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error) => {
  log(`could not start: ${error.message}`);
  void shutdown(1);
});
