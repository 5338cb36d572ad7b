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
//
// The pieces: lib/topology.mjs (ports, one process or --scale), lib/build.mjs (what to build and
// when), lib/supervisor.mjs (what runs and how it stops), lib/site-services.mjs (emulator, mail,
// API), lib/scaled-api.mjs (--scale), lib/site-apps.mjs (releases origin, the apps' servers).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhatIsNeeded } from './lib/build.mjs';
import { portIsFree, prefixer } from './lib/processes.mjs';
import { startPushTestService } from './lib/push-test-service.mjs';
import { S3_BUCKET } from './lib/scale-site.mjs';
import { startScaledApi } from './lib/scaled-api.mjs';
import { buildServer } from './lib/server-build.mjs';
import { startApps } from './lib/site-apps.mjs';
import { startApi, startAuthEmulator, startMailCatcher } from './lib/site-services.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { readyLines, scaleFrom, topologyFrom, wantedPorts } from './lib/topology.mjs';

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
const scale = scaleFrom(argv);
if (scale === null) {
  console.error('--scale needs a number of API instances from 1 to 8 (e.g. --scale 2)');
  process.exit(2);
}
const topology = topologyFrom(env, scale);
const log = prefixer('start');
const supervisor = createSupervisor({ log });
/** @type {import('./lib/site-services.mjs').Site} */
const site = {
  root: ROOT,
  env,
  dev: DEV,
  dataDir: path.resolve(ROOT, env.DATA_DIR ?? '.data'),
  topology,
  log,
  supervisor,
};

process.on('SIGINT', () => void supervisor.shutdown(0));
process.on('SIGTERM', () => void supervisor.shutdown(0));
process.on('SIGHUP', () => void supervisor.shutdown(0));

async function main() {
  const started = Date.now();
  const busy = [];
  for (const port of wantedPorts(topology)) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) {
    log(`port ${busy.join(', ')} already in use: is another \`pnpm start\` running?`);
    log('Stop it, or move this site with PORT_OFFSET (e.g. PORT_OFFSET=100 pnpm start → :3100).');
    process.exit(1);
  }

  if (!DEV && !args.has('--no-build')) {
    await buildWhatIsNeeded(topology.apps, {
      root: ROOT,
      env,
      log,
      supervisor,
      rebuild: args.has('--rebuild'),
    });
  }
  // The API's bundle takes a second: built when stale even with --no-build (which is the apps').
  if (!DEV) log(await buildServer(ROOT, { ifStale: true }));
  if (supervisor.stopping) return;

  if (topology.pushTest) {
    log(`starting the local push service on ${topology.pushTestOrigin}…`);
    const push = await startPushTestService({
      port: topology.pushTestPort,
      output: prefixer('push'),
    });
    supervisor.supervise(/** @type {import('./lib/processes.mjs').RunningChild} */ (push.child));
  }
  log('starting the Firebase Auth emulator…');
  await startAuthEmulator(site);
  if (topology.mailCatcher) {
    log('starting the mail catcher (MailDev)…');
    await startMailCatcher(site);
  }
  if (scale) {
    log(`starting ${scale} API instances on PostgreSQL and S3…`);
    await startScaledApi(site);
  } else {
    log('starting the API…');
    await startApi(site);
  }
  log(DEV ? 'starting the webpack dev servers…' : 'serving the builds…');
  await startApps(site);

  const seconds = (Date.now() - started) / 1000;
  const lines = readyLines(topology, { env, dev: DEV, seconds, bucket: S3_BUCKET });
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error) => {
  log(`could not start: ${error.message}`);
  void supervisor.shutdown(1);
});
