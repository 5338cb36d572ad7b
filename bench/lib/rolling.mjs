// `pnpm bench --only rolling`: the scaled-out site (`start.mjs --scale 4`) under a steady mixed
// load (scripts/lib/deploy-load.mjs: reads, sends, uploads, live streams):
// - 1 vs 2 vs 4 instances at the same load (the others in maintenance in HAProxy);
// - a rolling deploy (`pnpm deploy:rolling`) under it, and the same replacement without draining;
// - the reference: HAProxy alone, in front of a Node server that answers at once, at that rate;
// - the compiled server against tsx: start-up (spawn → /api/ready) and resident memory of one API.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { controlRequest, controlSocketPath } from '../../scripts/lib/deploy-control.mjs';
import { prepareLoad } from '../../scripts/lib/deploy-load.mjs';
import { startLoadApart } from '../../scripts/lib/deploy-load-process.mjs';
import { setServerState } from '../../scripts/lib/haproxy-admin.mjs';
import { startHaproxy } from '../../scripts/lib/haproxy.mjs';
import { rollingDeploy } from '../../scripts/lib/rolling.mjs';
import { buildServer } from '../../scripts/lib/server-build.mjs';
import { killGroup } from './exec.mjs';
import { ms, table } from './report.mjs';
import { startSite } from './site.mjs';

const RATE = Number(process.env.ROLLING_RATE ?? 300);
const SECONDS = Number(process.env.ROLLING_SECONDS ?? 15);
const INSTANCES = 4;
const STARTS = 3;
const wait = (t) => new Promise((r) => setTimeout(r, t));
/**
 * People for a rate: a fifth of the load is sends and the API lets one person send 60 a minute;
 * the senders take turns, each at about two thirds of that (the rate itself varies).
 */
const usersFor = (rate) => Math.max(24, Math.ceil(rate * 0.2 * 1.5));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Resident memory of a process group in MB (tsx runs the server in a child of its own). */
function groupRssMb(pgid) {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/** Spawn → first 200 from /api/ready, and the group's RSS a second later; fresh SQLite, no seed. */
async function startOnce(command, args, cwd) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sublease-startup-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED: 'false',
      GEOCODER: 'fixture',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error('not ready within 120 s');
      await wait(20);
    }
    const startMs = performance.now() - started;
    await wait(1000);
    return { startMs, rssMb: groupRssMb(child.pid) };
  } finally {
    killGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startupRows(root) {
  await buildServer(root);
  const server = path.join(root, 'server');
  const tsx = path.join(server, 'node_modules/.bin/tsx');
  const kinds = [
    ['tsx src/server.ts (before)', tsx, ['src/server.ts']],
    [
      'node dist/server.js (compiled)',
      process.execPath,
      ['--enable-source-maps', 'dist/server.js'],
    ],
  ];
  const rows = [];
  for (const [label, command, args] of kinds) {
    const runs = [];
    for (let i = 0; i < STARTS; i++) runs.push(await startOnce(command, args, server));
    rows.push({
      label,
      startMs: Math.round(median(runs.map((r) => r.startMs))),
      rssMb: median(runs.map((r) => r.rssMb)),
    });
  }
  return rows;
}

/** Fixed-rate GETs for `seconds` (the balancer reference): requests, failures, p99. */
async function fixedRate(url, rate, seconds) {
  const latencies = [];
  let failures = 0;
  const pending = new Set();
  const started = performance.now();
  let fired = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; fired < due; fired++) {
      const t0 = performance.now();
      const p = fetch(url)
        .then(async (r) => {
          await r.arrayBuffer();
          if (!r.ok) failures++;
        })
        .catch(() => failures++)
        .finally(() => {
          latencies.push(performance.now() - t0);
          pending.delete(p);
        });
      pending.add(p);
    }
    await wait(10);
  }
  await Promise.all(pending);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: fired,
    rps: Math.round(fired / seconds),
    failures,
    p50: Number(sorted[Math.floor(sorted.length / 2)].toFixed(1)),
    p99: Number(sorted[Math.floor(sorted.length * 0.99)].toFixed(1)),
  };
}

async function balancerAlone() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sublease-haproxy-ref-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const balancer = await startHaproxy({
    targets: [
      `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    ],
    port,
    dir,
    output: () => {},
  });
  try {
    return await fixedRate(`${balancer.url}/api/ready`, RATE, SECONDS);
  } finally {
    await balancer.close();
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function underLoad(prepared, during) {
  // Its own process: at these rates the load and the deploy would slow each other down here.
  const load = startLoadApart(prepared, { rate: RATE, streams: 8 });
  try {
    await wait(3000);
    const deploy = during ? await during() : await wait(SECONDS * 1000);
    await wait(3000);
    return { deploy, load: await load.stop() };
  } catch (error) {
    // A failed deploy must not leave the load running: its timers would keep the bench (and the
    // shared machine's lock it holds) alive after the report.
    await load.stop().catch(() => undefined);
    throw error;
  }
}

/** @param {{ root: string, logFile: string, log: (line: string) => void }} options */
export async function rollingBench({ root, logFile, log }) {
  log('  start-up and memory: tsx vs compiled');
  const startup = await startupRows(root);
  log('  HAProxy alone');
  const balancer = await balancerAlone();
  log(`  starting the site with --scale ${INSTANCES}`);
  const site = await startSite({ root, logFile, log, args: ['--scale', String(INSTANCES)] });
  try {
    const offset = Number(process.env.PORT_OFFSET ?? 0);
    const apiUrl = `http://127.0.0.1:${8080 + offset}`;
    const authUrl = `http://127.0.0.1:${9099 + offset}`;
    const socketPath = controlSocketPath(site.dataDir);
    const info = await controlRequest(socketPath, 'GET', '/site');
    const prepared = await prepareLoad({ apiUrl, authUrl, users: usersFor(RATE) });
    const scaling = [];
    for (const n of [1, 2, 4]) {
      for (const [i, instance] of info.instances.entries()) {
        const state = i < n ? 'ready' : 'maint';
        await setServerState(info.adminSocket, info.backend, instance.name, state);
      }
      await wait(2000);
      log(`  ${n} instance(s) at ${RATE} req/s for ${SECONDS} s`);
      scaling.push({ instances: n, ...(await underLoad(prepared)).load });
    }
    log('  rolling deploy under load');
    const rolling = await underLoad(prepared, () => rollingDeploy({ root, socketPath }));
    log('  the same replacement without draining');
    const abrupt = await underLoad(prepared, () =>
      rollingDeploy({ root, socketPath, build: false, migrate: false, drain: false }),
    );
    return { rate: RATE, seconds: SECONDS, startup, balancer, scaling, rolling, abrupt };
  } finally {
    await site.stop();
  }
}

const row = (label, r) => [
  label,
  r.requests,
  r.rps,
  r.failures,
  ms(r.p50),
  ms(r.p99),
  r.messages ? `${r.messages.sent} / ${r.messages.lost} / ${r.messages.doubled}` : '',
  r.streams ? `${r.streams.resumes}/${r.streams.ends} (max ${ms(r.streams.maxResumeMs)})` : '',
];

/** What failed in each run, by request and answer (HAProxy's log in rolling-site.log says why). */
function failuresBy(r) {
  const runs = [
    ...r.scaling.map((s) => [`${s.instances} of 4`, s]),
    ['rolling deploy', r.rolling.load],
    ['without draining', r.abrupt.load],
  ];
  const lines = runs
    .filter(([, load]) => load.failureKinds?.length)
    .map(([label, load]) => `- ${label}: ${load.failureKinds.join(', ')}`);
  const drained = r.rolling.deploy.instances
    .map((i) => `${i.name} ${i.drained ? 'idle' : 'still busy'} when stopped`)
    .join(', ');
  return [`Rolling deploy: ${drained}.`, lines.length ? 'Failed requests:' : '', ...lines]
    .filter(Boolean)
    .join('\n');
}

/** The section's Markdown. */
export function renderRolling(r) {
  const headers = [
    'run',
    'requests',
    'req/s',
    'failed',
    'p50',
    'p99',
    'msgs sent/lost/doubled',
    'streams resumed',
  ];
  return [
    `Mixed load at ${r.rate} req/s (70 % reads, 20 % sends, uploads, 8 live streams) through HAProxy.`,
    table(headers, [
      ...r.scaling.map((s) => row(`${s.instances} of 4 instances`, s)),
      row(`rolling deploy, 4 instances (${r.rolling.deploy.seconds.toFixed(0)} s)`, r.rolling.load),
      row('replaced without draining (contrast)', r.abrupt.load),
      row('reference: HAProxy alone, trivial Node server', r.balancer),
    ]),
    failuresBy(r),
    table(
      ['one API process', `start-up (spawn → /api/ready, median of ${STARTS})`, 'RSS'],
      r.startup.map((s) => [s.label, ms(s.startMs), `${s.rssMb} MB`]),
    ),
  ].join('\n\n');
}
