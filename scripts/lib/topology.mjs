// Where the pieces of `pnpm start` listen: one API process on SQLite, or `--scale N` API instances
// on the site's PostgreSQL and s3rver behind HAProxy. Every port moves with PORT_OFFSET.
import { portsFrom, REMOTES } from './app-config.mjs';
import { emulatorSuitePorts } from './auth-emulator.mjs';
import { trustProxyFrom } from './forwarded.mjs';
import { mailCatcherPorts, wantsMailCatcher } from './mail-catcher.mjs';
import { pushTestOrigin } from './push-test-service.mjs';
import { scaleServicePorts } from './scale-site.mjs';

/** The instances `--scale` allows. */
const MAX_SCALE = 8;

/**
 * `--scale N` / `--scale=N`: N API instances (0 = the one embedded API on SQLite); null when N is
 * not a number from 1 to MAX_SCALE.
 * @param {readonly string[]} argv
 * @returns {number | null}
 */
export function scaleFrom(argv) {
  const at = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (at < 0) return 0;
  const flag = argv[at] ?? '';
  const raw = flag.includes('=') ? flag.split('=')[1] : argv[at + 1];
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SCALE ? n : null;
}

/**
 * The site's ports and optional services for an environment and a scale.
 * @param {NodeJS.ProcessEnv} env
 * @param {number} scale
 */
export function topologyFrom(env, scale) {
  const ports = portsFrom(env);
  const offset = Number(env.PORT_OFFSET ?? 0);
  const scalePorts = {
    ...scaleServicePorts(offset),
    /** @param {number} i */
    instance: (i) => ports.api + 10 + i,
  };
  return {
    scale,
    ports,
    scalePorts,
    /** Where the scaled-out site's objects are (the browser loads photos from here: CSP). */
    s3Origin: `http://127.0.0.1:${scalePorts.s3}`,
    /** The local mail catcher (MailDev), when no SMTP_URL / SMTP_HOST is given. */
    mailCatcher: wantsMailCatcher(env),
    mailPorts: mailCatcherPorts(offset),
    /** The local Web Push service (tests, e2e, the benchmark): browsers of a test have no real one. */
    pushTest: ['1', 'true'].includes(env.PUSH_TEST_SERVICE ?? ''),
    // (Not 8090: with --scale the API instances take :8090–:8097.)
    pushTestPort: 8060 + offset,
    pushTestOrigin: pushTestOrigin(8060 + offset),
    /** Proxies in front of the site whose X-Forwarded-* headers are believed (none by default). */
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    /** The shell and the remotes, each served (or dev-served) on its own port. */
    apps: [
      { pkg: 'shell', port: ports.shell, host: true },
      ...REMOTES.map((r) => ({ pkg: r.pkg, port: ports.remote(r), host: false })),
    ],
  };
}

/** @typedef {ReturnType<typeof topologyFrom>} Topology */
/** @typedef {Topology['apps'][number]} App */

/**
 * Every port the site is about to take, the emulator suite's hub and logging ports included.
 * @param {Topology} topology
 */
export function wantedPorts({
  ports,
  scale,
  scalePorts,
  mailCatcher,
  mailPorts,
  pushTest,
  pushTestPort,
}) {
  const suite = emulatorSuitePorts(ports);
  return [
    ports.shell,
    ...REMOTES.map((r) => ports.remote(r)),
    ports.releases,
    ports.api,
    ports.auth,
    suite.hub,
    suite.logging,
    ...(mailCatcher ? [mailPorts.smtp, mailPorts.web] : []),
    ...(scale
      ? [
          scalePorts.postgres,
          scalePorts.s3,
          ...Array.from({ length: scale }, (_, i) => scalePorts.instance(i)),
        ]
      : []),
    ...(pushTest ? [pushTestPort] : []),
  ];
}

/**
 * What the terminal shows once the site is up.
 * @param {Topology} topology
 * @param {{ env: NodeJS.ProcessEnv, dev: boolean, seconds: number, bucket: string }} options
 */
export function readyLines(topology, { env, dev, seconds, bucket }) {
  const { ports, scale, scalePorts, s3Origin, mailCatcher, mailPorts, pushTest } = topology;
  /** @param {number} port */
  const url = (port) => `http://localhost:${port}`;
  return [
    '',
    `  The site is ready (${seconds.toFixed(0)} s)${dev ? ' — dev servers, hot reload' : ''}:`,
    '',
    `    Site            ${url(ports.shell)}`,
    ...REMOTES.map(
      (r) =>
        `    ${r.pkg.padEnd(16)}${url(ports.remote(r))}  (standalone harness; manifest at /mf-manifest.json)`,
    ),
    `    Releases        ${url(ports.releases)}  (pnpm release / pnpm rollback <remote>)`,
    `    API             ${url(ports.api)}/api${scale ? ` (balanced over ${scale} instances on :${scalePorts.instance(0)}…)` : ''}`,
    ...(scale
      ? [
          `    PostgreSQL      postgres://postgres@127.0.0.1:${scalePorts.postgres}/sublease`,
          `    S3 (s3rver)     ${s3Origin}/${bucket}`,
        ]
      : []),
    `    Auth emulator   http://127.0.0.1:${ports.auth}`,
    mailCatcher
      ? `    Mail inbox      http://127.0.0.1:${mailPorts.web}  (MailDev: every e-mail the API sends; SMTP 127.0.0.1:${mailPorts.smtp}, REST /api/email)`
      : `    Mail            sent through ${env.SMTP_URL ? 'SMTP_URL' : `SMTP_HOST ${env.SMTP_HOST}`}`,
    ...(pushTest ? [`    Push (test)     ${topology.pushTestOrigin}  (web-push-testing)`] : []),
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  ];
}
