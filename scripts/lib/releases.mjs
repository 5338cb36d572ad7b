// Releases of one remote: an immutable copy of a remote's build under
// `<RELEASES_DIR>/<remote package>/<version>/`, and a channel file per remote that says which release
// the site serves. app-config.mjs reads the channel on every request, so releasing or rolling back
// changes what the next page load gets, without rebuilding or restarting anything.
//
//   releases/mf-listings/0.1.0-3f2a9c1d/   a release: the build as it was (files read-only)
//   releases/mf-listings/channel.json      { "current": "0.1.0-3f2a9c1d", "history": [...],
//                                            "canary": { "release", "percent", "startedAt" } }
//
// A canary (`pnpm release <remote> --canary 10`) is a release served to the browsers whose bucket
// (0–99, kept in a cookie: canary-bucket.mjs) is below its percent; everyone else keeps `current`.
// `pnpm promote` makes it current for everyone, `pnpm rollback` (or endCanary) ends it.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {{ release: string, percent: number, startedAt: string }} Canary
 * @typedef {Canary & { endedAt: string, outcome: 'promoted' | 'ended', reason?: string }} EndedCanary
 * @typedef {{ current: string | null, history: string[], canary: Canary | null,
 *   lastCanary?: EndedCanary }} Channel
 * @typedef {{ pkg: string, name: string }} RemoteRef
 */

/**
 * Where releases live: RELEASES_DIR, else `releases/` at the repository's root.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function releasesDirFrom(env = process.env) {
  return path.resolve(ROOT, env.RELEASES_DIR || 'releases');
}

/** A version is a path segment of URLs and folders: short, no slash, no dot-dot, no spaces. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** A mistake of the operator (unknown remote, no build, a version taken): a message, no stack. */
export class ReleaseError extends Error {
  /** @override */
  name = 'ReleaseError';
}

/**
 * @param {string} dir
 * @param {string} pkg
 */
const channelFile = (dir, pkg) => path.join(dir, pkg, 'channel.json');

/**
 * The channel of a remote: the release it serves (null: its own build), the releases before, the
 * canary running (or null) and the last canary that ended (why, when).
 * @param {string} dir
 * @param {string} pkg
 * @returns {Channel}
 */
export function readChannel(dir, pkg) {
  try {
    const channel = JSON.parse(readFileSync(channelFile(dir, pkg), 'utf8'));
    const history = Array.isArray(channel.history) ? channel.history.filter(isVersion) : [];
    const canary = isCanary(channel.canary) ? channel.canary : null;
    return { current: history.at(-1) ?? null, history, canary, lastCanary: channel.lastCanary };
  } catch {
    return { current: null, history: [], canary: null };
  }
}

/**
 * @param {unknown} v
 * @returns {v is string}
 */
const isVersion = (v) => typeof v === 'string' && VERSION.test(v);
/** @param {any} p a number, when it is one */
const isPercent = (p) => Number.isInteger(p) && p >= 1 && p <= 99;
/**
 * @param {any} c what a channel file holds
 * @returns {c is Canary}
 */
const isCanary = (c) =>
  typeof c === 'object' && c !== null && isVersion(c.release) && isPercent(c.percent);

/**
 * @param {string} dir
 * @param {string} pkg
 * @param {string} release
 */
const hasManifest = (dir, pkg, release) =>
  existsSync(path.join(dir, pkg, release, 'mf-manifest.json'));

/**
 * The release a remote serves now to a browser of `bucket` (0–99; null: a browser in no canary),
 * or null. Read per request (a few hundred bytes): a channel that is missing, unreadable or names a
 * release whose manifest is gone counts as no release, so a broken releases folder falls back to
 * the remote's own build instead of breaking every page; a canary whose files are gone, to current.
 * @param {string} dir
 * @param {string} pkg
 * @param {number | null} [bucket]
 * @returns {string | null}
 */
export function activeRelease(dir, pkg, bucket = null) {
  const { current, canary } = readChannel(dir, pkg);
  if (
    canary &&
    bucket !== null &&
    bucket < canary.percent &&
    hasManifest(dir, pkg, canary.release)
  ) {
    return canary.release;
  }
  if (!current || !hasManifest(dir, pkg, current)) return null;
  return current;
}

/**
 * Replaces the channel file in one step: a request never reads half of it.
 * @param {string} dir
 * @param {string} pkg
 * @param {string[]} history
 * @param {{ canary?: Canary | null, lastCanary?: EndedCanary }} [next]
 */
function writeChannel(dir, pkg, history, { canary = null, lastCanary } = {}) {
  const file = channelFile(dir, pkg);
  const tmp = `${file}.${process.pid}.tmp`;
  const body = { current: history.at(-1) ?? null, history, canary, lastCanary };
  writeFileSync(tmp, JSON.stringify(body, null, 2) + '\n');
  renameSync(tmp, file);
}

/**
 * Every file of a folder, relative, sorted (the content hash must not depend on readdir's order).
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesOf(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)],
    )
    .sort();
}

/**
 * One hash of the names and contents of a build: two identical builds are one release.
 * @param {string} dir
 */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (file === 'release.json') continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * Refuses a folder that is not a production build of this remote (a wrong --from, no build yet).
 * @param {string} from
 * @param {RemoteRef} remote
 */
function checkBuild(from, remote) {
  const manifestFile = path.join(from, 'mf-manifest.json');
  if (!existsSync(manifestFile) || !existsSync(path.join(from, 'remoteEntry.js'))) {
    throw new ReleaseError(
      `${from} holds no build of ${remote.pkg} (mf-manifest.json and remoteEntry.js). ` +
        `Build it first: pnpm --filter ${remote.pkg} build`,
    );
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new ReleaseError(`${manifestFile} is not valid JSON`);
  }
  if (manifest?.name !== remote.name) {
    throw new ReleaseError(
      `${from} is the build of "${manifest?.name}", not of ${remote.pkg} (${remote.name})`,
    );
  }
  return manifest;
}

/** @param {string} dir */
function makeReadOnly(dir) {
  for (const file of filesOf(dir)) chmodSync(path.join(dir, file), 0o444);
}

/**
 * Publishes the build in `from` as release `version` of `remote` and makes the site serve it: to
 * everyone, or with `canary` (a percent, 1–99) to that share of browsers only.
 * Without a version: `<package version>-<first 8 of the content hash>`, so the same build released
 * twice is the same release. An existing version is never overwritten: with the same content it is
 * simply served again, with other content the release is refused. While a canary runs, only that
 * canary's percent may change: another release waits until it is promoted or rolled back.
 * @param {{ dir: string, remote: { pkg: string, name: string }, from: string, version?: string,
 *   canary?: number | string, now?: Date }} options
 * @returns {{ version: string, created: boolean, previous: string | null, canary?: number }}
 */
export function publishRelease({ dir, remote, from, version, canary: asked, now = new Date() }) {
  const canary = asked === undefined ? undefined : Number(asked);
  if (canary !== undefined && !(/^\d+$/.test(String(asked)) && isPercent(canary))) {
    throw new ReleaseError(
      `--canary takes a whole percent from 1 to 99, got "${asked}" (everyone: pnpm release)`,
    );
  }
  checkBuild(from, remote);
  const hash = contentHash(from);
  const pkgVersion = JSON.parse(
    readFileSync(path.join(ROOT, remote.pkg, 'package.json'), 'utf8'),
  ).version;
  const name = version ?? `${pkgVersion}-${hash.slice(0, 8)}`;
  if (!isVersion(name)) {
    throw new ReleaseError(
      `"${name}" is not a valid version: letters, digits, '.', '_' and '-' (at most 64), ` +
        'starting with a letter or digit',
    );
  }
  const channel = readChannel(dir, remote.pkg);
  if (channel.canary && !(canary !== undefined && channel.canary.release === name)) {
    throw new ReleaseError(
      `${remote.pkg} has a canary running (${channel.canary.release} for ` +
        `${channel.canary.percent} % of browsers): pnpm promote ${remote.pkg} or ` +
        `pnpm rollback ${remote.pkg} first`,
    );
  }
  if (canary !== undefined && channel.current === name) {
    throw new ReleaseError(`${name} is already what every browser gets: no canary needed`);
  }
  const target = path.join(dir, remote.pkg, name);
  let created = false;
  if (existsSync(target)) {
    const existing = readRecord(target);
    if (existing?.contentHash !== hash) {
      throw new ReleaseError(
        `release ${name} of ${remote.pkg} already exists with other files; releases are immutable. ` +
          'Choose another --version.',
      );
    }
  } else {
    // Copied beside its final place, then renamed: a half-copied release is never served.
    mkdirSync(path.join(dir, remote.pkg), { recursive: true });
    const tmp = path.join(dir, remote.pkg, `.${name}.${process.pid}.tmp`);
    rmSync(tmp, { recursive: true, force: true });
    cpSync(from, tmp, { recursive: true });
    writeFileSync(
      path.join(tmp, 'release.json'),
      JSON.stringify(
        { remote: remote.pkg, version: name, contentHash: hash, releasedAt: now.toISOString() },
        null,
        2,
      ) + '\n',
    );
    makeReadOnly(tmp);
    renameSync(tmp, target);
    created = true;
  }
  const { current, history, lastCanary } = channel;
  if (canary !== undefined) {
    const startedAt = channel.canary?.startedAt ?? now.toISOString();
    writeChannel(dir, remote.pkg, history, {
      canary: { release: name, percent: canary, startedAt },
      lastCanary,
    });
    return { version: name, created, previous: current, canary };
  }
  if (current !== name) writeChannel(dir, remote.pkg, [...history, name], { lastCanary });
  return { version: name, created, previous: current };
}

/**
 * Sends every browser the canary of `remote`: it becomes the current release (the one before stays
 * in the history, so `pnpm rollback` goes back to it).
 * @param {{ dir: string, remote: RemoteRef, now?: Date }} options
 * @returns {{ release: string, previous: string | null }}
 */
export function promoteCanary({ dir, remote, now = new Date() }) {
  const { current, history, canary } = readChannel(dir, remote.pkg);
  if (!canary) throw new ReleaseError(`${remote.pkg} has no canary running: nothing to promote`);
  writeChannel(dir, remote.pkg, [...history, canary.release], {
    lastCanary: { ...canary, endedAt: now.toISOString(), outcome: 'promoted' },
  });
  return { release: canary.release, previous: current };
}

/**
 * Ends the canary of `pkg`: every browser gets the current release again at its next load. The
 * canary's files stay (pages that run it keep loading its chunks). Callable from code (an automatic
 * rollback of a failing canary) as well as by `pnpm rollback`; the reason is kept in the channel.
 * @param {string} dir
 * @param {string} pkg
 * @param {string} reason
 * @param {Date} [now]
 * @returns {{ release: string, percent: number } | null} the canary ended, null when none ran
 */
export function endCanary(dir, pkg, reason, now = new Date()) {
  const { history, canary } = readChannel(dir, pkg);
  if (!canary) return null;
  writeChannel(dir, pkg, history, {
    lastCanary: { ...canary, endedAt: now.toISOString(), outcome: 'ended', reason },
  });
  return { release: canary.release, percent: canary.percent };
}

/**
 * A release's release.json, or null when it has none.
 * @param {string} releaseDir
 * @returns {{ remote: string, version: string, contentHash: string, releasedAt: string } | null}
 */
function readRecord(releaseDir) {
  try {
    return JSON.parse(readFileSync(path.join(releaseDir, 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Makes the site serve the release before the current one (or, after the first release, the
 * remote's own build again); during a canary, ends the canary instead (current stays). The release
 * rolled back from stays on disk: browsers that still run it keep loading its chunks, and it can be
 * served again with `release --version`.
 * @param {{ dir: string, remote: RemoteRef }} options
 * @returns {{ from: string, to: string | null, canaryEnded?: boolean }}
 */
export function rollbackRelease({ dir, remote }) {
  const ended = endCanary(dir, remote.pkg, 'rolled back by the operator');
  if (ended) return { from: ended.release, to: activeRelease(dir, remote.pkg), canaryEnded: true };
  const { current, history, lastCanary } = readChannel(dir, remote.pkg);
  if (!current) {
    throw new ReleaseError(
      `${remote.pkg} serves its own build, not a release: there is nothing to roll back`,
    );
  }
  const rest = history.slice(0, -1);
  writeChannel(dir, remote.pkg, rest, { lastCanary });
  return { from: current, to: rest.at(-1) ?? null };
}

/**
 * The releases of a remote on disk, oldest first, with the one being served marked.
 * @param {string} dir
 * @param {string} pkg
 */
export function listReleases(dir, pkg) {
  const folder = path.join(dir, pkg);
  if (!existsSync(folder)) return [];
  const current = activeRelease(dir, pkg);
  const { canary } = readChannel(dir, pkg);
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory() && isVersion(e.name))
    .map((e) => ({ version: e.name, ...readRecord(path.join(folder, e.name)) }))
    .sort((a, b) => String(a.releasedAt).localeCompare(String(b.releasedAt)))
    .map((r) => ({
      version: r.version,
      releasedAt: r.releasedAt,
      current: r.version === current,
      canary: canary?.release === r.version ? canary.percent : null,
    }));
}
