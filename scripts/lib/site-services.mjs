// The services behind the site of `pnpm start`: the auth emulator, the mail catcher and the API
// (one process; --scale's instances are in scaled-api.mjs). Each is restarted when it dies.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authEmulatorCommand } from './auth-emulator.mjs';
import { apiTrustProxy } from './forwarded.mjs';
import { mailCatcherCommand, mailCatcherEnv } from './mail-catcher.mjs';
import { run, waitForHttp } from './processes.mjs';
import { apiCommand } from './server-build.mjs';

/**
 * What every part of the start shares.
 * @typedef {object} Site
 * @property {string} root the repository
 * @property {NodeJS.ProcessEnv} env
 * @property {boolean} dev `pnpm dev`: webpack dev servers and the API under tsx watch
 * @property {string} dataDir
 * @property {import('./topology.mjs').Topology} topology
 * @property {(line: string) => void} log
 * @property {import('./supervisor.mjs').Supervisor} supervisor
 */

/** @param {Site} site */
export async function startAuthEmulator({ root, env, dataDir, topology, supervisor }) {
  const { ports } = topology;
  // The accounts live next to the database that refers to them, and survive restarts (Ctrl-C exports).
  const saved = path.join(dataDir, 'auth-emulator');
  const service = supervisor.keepService(
    'the auth emulator',
    () => {
      // Its own temp folder per site: lib/auth-emulator.mjs (two sites once shared their accounts).
      const command = authEmulatorCommand({
        root,
        ports,
        saved,
        importSaved: existsSync(saved),
        env,
      });
      return run('auth', process.execPath, command.args, { cwd: root, env: command.env });
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
 * @param {Site} site
 */
export async function startMailCatcher({ root, env, dataDir, topology, supervisor }) {
  const { mailPorts } = topology;
  const service = supervisor.keepService('the mail catcher', () =>
    run(
      'mail',
      process.execPath,
      mailCatcherCommand({ root, ports: mailPorts, dir: path.join(dataDir, 'maildev') }),
      { cwd: root, env },
    ),
  );
  await waitForHttp(`http://127.0.0.1:${mailPorts.web}/api/healthz`, {
    timeoutMs: 30_000,
    child: service.child,
  });
}

/**
 * The environment of an API instance (PORT, and with --scale the shared database and bucket).
 * @param {Site} site
 * @param {number} port
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function apiEnv({ env, dataDir, topology }, port, extra = {}) {
  const { ports, mailCatcher, mailPorts, pushTest, pushTestOrigin } = topology;
  return {
    // The catcher's settings first: a SMTP_FROM / SMTP_TO of the caller's still wins.
    ...(mailCatcher ? mailCatcherEnv(mailPorts) : {}),
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`,
    GEOCODER: env.GEOCODER ?? 'fixture',
    // Our /api proxy sets X-Forwarded-For from its socket (lib/forwarded.mjs): trust it.
    TRUST_PROXY: apiTrustProxy(env.TRUST_PROXY),
    // Links in e-mails (unread messages, saved-search digests) point at this site, whatever its port offset.
    SITE_URL: env.SITE_URL ?? `http://localhost:${ports.shell}`,
    // Its endpoints are plain http: the API refuses those unless their origin is listed.
    ...(pushTest
      ? {
          PUSH_TEST_ORIGINS: [env.PUSH_TEST_ORIGINS, pushTestOrigin].filter(Boolean).join(','),
        }
      : {}),
    ...extra,
  };
}

/**
 * One API process: the compiled build (`pnpm start`), or tsx watching the sources (`pnpm dev`).
 * @param {Site} site
 * @param {string} name
 * @param {NodeJS.ProcessEnv} env
 */
export function runApi({ root, dev }, name, env) {
  const { command, args, cwd } = apiCommand(root, { dev });
  return run(name, command, args, { cwd, env });
}

/** @param {Site} site */
export async function startApi(site) {
  const { api } = site.topology.ports;
  const service = site.supervisor.keepService('the API', () =>
    runApi(site, 'api', apiEnv(site, api)),
  );
  // The first start seeds the database, the emulator's users and the photos: give it time.
  await waitForHttp(`http://127.0.0.1:${api}/api/health`, {
    timeoutMs: 240_000,
    child: service.child,
  });
}
