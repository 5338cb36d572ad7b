// Releases of one remote: an immutable copy of a remote's build under
// `<RELEASES_DIR>/<remote package>/<version>/`, and a channel file per remote that says which release
// the site serves. app-config.mjs reads the channel on every request, so releasing or rolling back
// changes what the next page load gets, without rebuilding or restarting anything.
//
//   releases/mf-listings/0.1.0-3f2a9c1d/   a release: the build as it was (files read-only)
//   releases/mf-listings/channel.json      { "current": "0.1.0-3f2a9c1d", "history": [...] }
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

/** Where releases live: RELEASES_DIR, else `releases/` at the repository's root. */
export function releasesDirFrom(env = process.env) {
  return path.resolve(ROOT, env.RELEASES_DIR || 'releases');
}

/** A version is a path segment of URLs and folders: short, no slash, no dot-dot, no spaces. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** A mistake of the operator (unknown remote, no build, a version taken): a message, no stack. */
export class ReleaseError extends Error {
  name = 'ReleaseError';
}

const channelFile = (dir, pkg) => path.join(dir, pkg, 'channel.json');

/** The channel of a remote: the release it serves (null: its own build) and the releases before. */
export function readChannel(dir, pkg) {
  try {
    const channel = JSON.parse(readFileSync(channelFile(dir, pkg), 'utf8'));
    const history = Array.isArray(channel.history) ? channel.history.filter(isVersion) : [];
    return { current: history.at(-1) ?? null, history };
  } catch {
    return { current: null, history: [] };
  }
}

const isVersion = (v) => typeof v === 'string' && VERSION.test(v);

/**
 * The release a remote serves now, or null. Read per request (a few hundred bytes): a channel that
 * is missing, unreadable or names a release whose manifest is gone counts as no release, so a broken
 * releases folder falls back to the remote's own build instead of breaking every page.
 */
export function activeRelease(dir, pkg) {
  const { current } = readChannel(dir, pkg);
  if (!current || !existsSync(path.join(dir, pkg, current, 'mf-manifest.json'))) return null;
  return current;
}

/** Replaces the channel file in one step: a request never reads half of it. */
function writeChannel(dir, pkg, history) {
  const file = channelFile(dir, pkg);
  const tmp = `${file}.${process.pid}.tmp`;
  const body = { current: history.at(-1) ?? null, history };
  writeFileSync(tmp, JSON.stringify(body, null, 2) + '\n');
  renameSync(tmp, file);
}

/** Every file of a folder, relative, sorted (the content hash must not depend on readdir's order). */
function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesOf(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)],
    )
    .sort();
}

/** One hash of the names and contents of a build: two identical builds are one release. */
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

/** Refuses a folder that is not a production build of this remote (a wrong --from, no build yet). */
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

function makeReadOnly(dir) {
  for (const file of filesOf(dir)) chmodSync(path.join(dir, file), 0o444);
}

/**
 * Publishes the build in `from` as release `version` of `remote` and makes the site serve it.
 * Without a version: `<package version>-<first 8 of the content hash>`, so the same build released
 * twice is the same release. An existing version is never overwritten: with the same content it is
 * simply served again, with other content the release is refused.
 * @returns {{ version: string, created: boolean, previous: string | null }}
 */
export function publishRelease({ dir, remote, from, version, now = new Date() }) {
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
  const { current, history } = readChannel(dir, remote.pkg);
  if (current !== name) writeChannel(dir, remote.pkg, [...history, name]);
  return { version: name, created, previous: current };
}

function readRecord(releaseDir) {
  try {
    return JSON.parse(readFileSync(path.join(releaseDir, 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Makes the site serve the release before the current one (or, after the first release, the
 * remote's own build again). The release rolled back from stays on disk: browsers that still run
 * it keep loading its chunks, and it can be served again with `release --version`.
 * @returns {{ from: string, to: string | null }}
 */
export function rollbackRelease({ dir, remote }) {
  const { current, history } = readChannel(dir, remote.pkg);
  if (!current) {
    throw new ReleaseError(
      `${remote.pkg} serves its own build, not a release: there is nothing to roll back`,
    );
  }
  const rest = history.slice(0, -1);
  writeChannel(dir, remote.pkg, rest);
  return { from: current, to: rest.at(-1) ?? null };
}

/** The releases of a remote on disk, oldest first, with the one being served marked. */
export function listReleases(dir, pkg) {
  const folder = path.join(dir, pkg);
  if (!existsSync(folder)) return [];
  const current = activeRelease(dir, pkg);
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory() && isVersion(e.name))
    .map((e) => ({ version: e.name, ...readRecord(path.join(folder, e.name)) }))
    .sort((a, b) => String(a.releasedAt).localeCompare(String(b.releasedAt)))
    .map((r) => ({ version: r.version, releasedAt: r.releasedAt, current: r.version === current }));
}
