// /app-config.json: everything the shell learns at run time, so moving a remote never rebuilds
// the shell. Served by the
// production servers of scripts/start.mjs and by the webpack dev servers, from the same function.
import { readFileSync } from 'node:fs';
import { clientOf, trustProxyFrom } from './forwarded.mjs';
import { activeRelease, releasesDirFrom } from './releases.mjs';

/** @typedef {{ name: string, pkg: string, env: string, port: number }} Remote */

/** @type {Remote[]} */
export const REMOTES = [
  { name: 'mf_listings', pkg: 'mf-listings', env: 'MF_LISTINGS_URL', port: 1 },
  { name: 'mf_create', pkg: 'mf-create', env: 'MF_CREATE_URL', port: 2 },
  { name: 'mf_messaging', pkg: 'mf-messaging', env: 'MF_MESSAGING_URL', port: 3 },
  { name: 'mf_profile', pkg: 'mf-profile', env: 'MF_PROFILE_URL', port: 4 },
];

/**
 * The ports of the composed site. PORT_OFFSET moves all of them (e.g. two checkouts on one machine).
 * @param {NodeJS.ProcessEnv} env
 */
export function portsFrom(env) {
  const offset = Number.parseInt(env.PORT_OFFSET ?? '0', 10);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20000) {
    throw new Error(
      `PORT_OFFSET must be a whole number between 0 and 20000, got "${env.PORT_OFFSET}"`,
    );
  }
  return {
    shell: 3000 + offset,
    /** @param {{ port: number }} remote */
    remote: (remote) => 3000 + remote.port + offset,
    api: 8080 + offset,
    auth: 9099 + offset,
    /** The releases of the remotes (releases.mjs), served like a CDN would. */
    releases: 3005 + offset,
  };
}

/** The public Firebase web config of the local emulator project: not a secret, and fake on purpose. */
/**
 * What /app-config.json answers (shell/src/config.ts reads it).
 * @typedef {{ apiBaseUrl: string, remotes: Record<string, string>, firebase: Record<string, string>,
 *   authEmulatorUrl: string | null, tiles: { url: string, attribution: string } }} AppConfig
 */

const DEMO_FIREBASE = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-sublease.firebaseapp.com',
  projectId: 'demo-sublease',
  appId: 'demo-sublease-web',
};

const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** Host names every local site answers to; SITE_HOSTS adds others (e.g. the machine's LAN name). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** @param {NodeJS.ProcessEnv} [env] */
export function siteHosts(env = process.env) {
  const extra = String(env.SITE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([...extra, ...LOCAL_HOSTS])];
}

/**
 * The host name and scheme the browser used, so that remote URLs work from another machine on the
 * network too; but only a host of siteHosts(): the remote script URLs are built from it, and a shared
 * cache poisoned with `Host: evil.example` must not make anyone's shell load scripts from there.
 * Any other host gets the first of SITE_HOSTS (else localhost). X-Forwarded-Host/-Proto count only
 * from a proxy named in TRUST_PROXY (forwarded.mjs).
 * @param {import('node:http').IncomingMessage | undefined} req
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ host: string, proto: string }}
 */
function requestOrigin(req, env) {
  const allowed = siteHosts(env);
  const client = req?.socket
    ? clientOf(req, trustProxyFrom(env.TRUST_PROXY))
    : { host: String(req?.headers?.host ?? ''), proto: 'http' };
  const host = client.host.toLowerCase();
  const name = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1)
    : host.replace(/:\d+$/, '');
  // siteHosts() always ends with the local names: there is a first.
  return { host: allowed.includes(name) ? name : String(allowed[0]), proto: client.proto };
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/**
 * The site's absolute origin for links a page carries (link previews' og:url, og:image, canonical):
 * SITE_URL when set (production: the one public name). Otherwise the host the browser used, with
 * its port, only when it is one of siteHosts(); any other Host header gets the first of them on the
 * shell's port. A request's Host is never written into a page as it came: a shared cache would
 * hand a crawler's preview pointing at `evil.example` to everyone.
 * @param {import('node:http').IncomingMessage | undefined} req
 * @param {NodeJS.ProcessEnv} [env]
 */
export function siteOriginFor(req, env = process.env) {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  const allowed = siteHosts(env);
  const client = req?.socket
    ? clientOf(req, trustProxyFrom(env.TRUST_PROXY))
    : { host: String(req?.headers?.host ?? ''), proto: 'http' };
  const match = HOST.exec(client.host.toLowerCase());
  if (match?.[1] && allowed.includes(match[1]))
    return `${client.proto}://${match[1]}${match[2] ?? ''}`;
  return `${client.proto}://${allowed[0]}:${portsFrom(env).shell}`;
}

/**
 * Where a remote's manifest is: its release for this browser's canary bucket (`pnpm release`, read
 * from RELEASES_DIR on every request, so a release, a canary or a rollback reaches the next page
 * load), else MF_*_URL, else the remote's own server. Releases are served from RELEASES_URL (a
 * CDN), else the site's releases port.
 * @param {Remote} remote
 * @param {{ env: NodeJS.ProcessEnv, ports: ReturnType<typeof portsFrom>, host: string, proto: string, bucket: number | null }} where
 */
function remoteUrl(remote, { env, ports, host, proto, bucket }) {
  const release = activeRelease(releasesDirFrom(env), remote.pkg, bucket);
  if (release) {
    const base = (env.RELEASES_URL || `${proto}://${host}:${ports.releases}`).replace(/\/+$/, '');
    return `${base}/${remote.pkg}/${release}/mf-manifest.json`;
  }
  return env[remote.env] ?? `${proto}://${host}:${ports.remote(remote)}/mf-manifest.json`;
}

/**
 * The config for one request. APP_CONFIG (a file path) wins over everything: that file is what an
 * operator edits to move a remote. Otherwise the defaults of the local composed site, each overridable
 * by an environment variable, and the remotes' releases for the browser's canary `bucket` (0–99,
 * canary-bucket.mjs; null: no canary).
 * @param {import('node:http').IncomingMessage | undefined} req
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ bucket?: number | null }} [options]
 * @returns {AppConfig}
 */
export function appConfigFor(req, env = process.env, { bucket = null } = {}) {
  if (env.APP_CONFIG) return JSON.parse(readFileSync(env.APP_CONFIG, 'utf8'));
  const ports = portsFrom(env);
  const { host, proto } = requestOrigin(req, env);
  const emulatorHost = host === 'localhost' ? '127.0.0.1' : host;
  const authEmulator = env.AUTH_EMULATOR_URL ?? `http://${emulatorHost}:${ports.auth}`;
  return {
    apiBaseUrl: env.API_BASE_URL ?? '/api',
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.name, remoteUrl(r, { env, ports, host, proto, bucket })]),
    ),
    firebase: env.FIREBASE_WEB_CONFIG
      ? JSON.parse(env.FIREBASE_WEB_CONFIG)
      : { ...DEMO_FIREBASE, projectId: env.FIREBASE_PROJECT_ID ?? DEMO_FIREBASE.projectId },
    authEmulatorUrl: authEmulator === '' || authEmulator === 'none' ? null : authEmulator,
    tiles: {
      url: env.TILE_URL ?? OSM_TILES.url,
      attribution: env.TILE_ATTRIBUTION ?? OSM_TILES.attribution,
    },
  };
}
