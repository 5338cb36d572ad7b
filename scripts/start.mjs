#!/usr/bin/env node
// `pnpm start` / `pnpm dev`: the composed site on one machine (ARCHITECTURE.md §5).
//   auth emulator :9099 → API :8080 → remotes :3001–:3004 → shell :3000 (with /api and /app-config.json)
// `pnpm start` builds what is missing or stale and serves the production builds; `pnpm dev` runs the
// webpack dev servers instead. Ctrl-C (or SIGTERM) stops everything.
//
// Flags: --dev, --no-build (serve whatever dist/ holds), --rebuild (build every app first).
// Environment: PORT_OFFSET, DATA_DIR, GEOCODER, APP_CONFIG and the variables of scripts/lib/app-config.mjs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfigFor, portsFrom, REMOTES } from './lib/app-config.mjs';
import { authEmulatorCommand, emulatorSuitePorts } from './lib/auth-emulator.mjs';
import { apiTrustProxy, trustProxyFrom } from './lib/forwarded.mjs';
import { keepRunning, portIsFree, prefixer, run, stop, waitForHttp } from './lib/processes.mjs';
import { createPageRenderer } from './lib/page-render.mjs';
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
const args = new Set(process.argv.slice(2));
const DEV = args.has('--dev');
const env = process.env;
const ports = portsFrom(env);
const log = prefixer('start');
const DATA_DIR = path.resolve(ROOT, env.DATA_DIR ?? '.data');
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

/** Newest modification time of the files under `dir` (node_modules and dist excluded). */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  const info = statSync(dir);
  if (info.isFile()) return info.mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const SHARED_INPUTS = [
  'shared-ui/src',
  'shared-api/src',
  'tooling/webpack',
  'scripts/lib/app-config.mjs',
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

async function startApi() {
  const service = keepService('the API', () =>
    run('api', 'pnpm', ['--filter', 'server', 'start'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(ports.api),
        DATA_DIR,
        FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`,
        GEOCODER: env.GEOCODER ?? 'fixture',
        // Our /api proxy sets X-Forwarded-For from its socket (lib/forwarded.mjs): trust it.
        TRUST_PROXY: apiTrustProxy(env.TRUST_PROXY),
      },
    }),
  );
  // The first start seeds the database, the emulator's users and the photos: give it time.
  await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, {
    timeoutMs: 240_000,
    child: service.child,
  });
}

async function startApps() {
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
        appConfig: (req) => appConfigFor(req, env),
        publicUrl: env.PUBLIC_URL,
        // The listings pages' first paint with their data, when the app's API is this proxy.
        ...(app.host && (env.API_BASE_URL ?? '/api') === '/api'
          ? { renderPage: createPageRenderer({ root, apiTarget }) }
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
    ports.api,
    ports.auth,
    suite.hub,
    suite.logging,
  ];
  const busy = [];
  for (const port of wanted) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) {
    log(`port ${busy.join(', ')} already in use: is another \`pnpm start\` running?`);
    log('Stop it, or move this site with PORT_OFFSET (e.g. PORT_OFFSET=100 pnpm start → :3100).');
    process.exit(1);
  }

  if (!DEV && !args.has('--no-build')) await buildWhatIsNeeded();
  if (stopping) return;

  log('starting the Firebase Auth emulator…');
  await startAuthEmulator();
  log('starting the API…');
  await startApi();
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
    `    API             ${url(ports.api)}/api`,
    `    Auth emulator   http://127.0.0.1:${ports.auth}`,
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
