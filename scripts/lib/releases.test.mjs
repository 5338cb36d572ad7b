import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigFor, REMOTES } from './app-config.mjs';
import {
  endCanary,
  listReleases,
  promoteCanary,
  publishRelease,
  readChannel,
  ReleaseError,
  rollbackRelease,
} from './releases.mjs';

// Real folders on disk and the real CLI: what an operator does, and what /app-config.json answers
// afterwards (the site reads it per request, so these answers are what the next page load gets).

const listings = /** @type {import('./app-config.mjs').Remote} */ (
  REMOTES.find((r) => r.pkg === 'mf-listings')
);
const CLI = path.resolve(import.meta.dirname, '../release.mjs');

let tmp;
let dir;
beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'releases-test-'));
  dir = path.join(tmp, 'releases');
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** A stand-in build of mf-listings: the files a release is made of, with a marker in a chunk. */
function fakeBuild(name, marker, manifestName = 'mf_listings') {
  const build = path.join(tmp, name);
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: manifestName }));
  writeFileSync(path.join(build, 'remoteEntry.js'), '/* entry */');
  writeFileSync(path.join(build, 'page.0123456789.js'), `render("${marker}")`);
  return build;
}

/** A request as appConfigFor reads one without a socket: its Host header. */
const asked = (/** @type {string} */ host) =>
  /** @type {import('node:http').IncomingMessage} */ (
    /** @type {unknown} */ ({ headers: { host } })
  );

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {number | null} [bucket]
 */
const listingsUrl = (env, bucket = null) =>
  appConfigFor(asked('localhost:3400'), { PORT_OFFSET: '400', ...env }, { bucket }).remotes
    .mf_listings;

describe('releases', () => {
  it('serves a release, then the one before, then the remote’s own build', () => {
    const env = { RELEASES_DIR: dir };
    expect(listingsUrl(env)).toBe('http://localhost:3401/mf-manifest.json');

    publishRelease({ dir, remote: listings, from: fakeBuild('a', 'A'), version: 'a' });
    expect(listingsUrl(env)).toBe('http://localhost:3405/mf-listings/a/mf-manifest.json');
    publishRelease({ dir, remote: listings, from: fakeBuild('b', 'B'), version: 'b' });
    expect(listingsUrl(env)).toBe('http://localhost:3405/mf-listings/b/mf-manifest.json');
    // The other remotes are untouched.
    expect(appConfigFor(asked('localhost'), env).remotes.mf_create).toBe(
      'http://localhost:3002/mf-manifest.json',
    );

    expect(rollbackRelease({ dir, remote: listings })).toEqual({ from: 'b', to: 'a' });
    expect(listingsUrl(env)).toBe('http://localhost:3405/mf-listings/a/mf-manifest.json');
    expect(rollbackRelease({ dir, remote: listings })).toEqual({ from: 'a', to: null });
    expect(listingsUrl(env)).toBe('http://localhost:3401/mf-manifest.json');
    expect(() => rollbackRelease({ dir, remote: listings })).toThrow(/nothing to roll back/);

    // Both releases stay on disk, byte for byte, read-only.
    const chunk = path.join(dir, 'mf-listings/b/page.0123456789.js');
    expect(readFileSync(chunk, 'utf8')).toBe('render("B")');
    expect(statSync(chunk).mode & 0o222).toBe(0);
    expect(listReleases(dir, 'mf-listings').map((r) => [r.version, r.current])).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('never overwrites a release; the same build again is the same release', () => {
    const a = fakeBuild('a', 'A');
    const first = publishRelease({ dir, remote: listings, from: a });
    expect(first.version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(first.created).toBe(true);
    const again = publishRelease({ dir, remote: listings, from: a });
    expect(again).toEqual({ version: first.version, created: false, previous: first.version });

    publishRelease({ dir, remote: listings, from: fakeBuild('b', 'B'), version: 'b' });
    expect(() =>
      publishRelease({ dir, remote: listings, from: fakeBuild('c', 'C'), version: 'b' }),
    ).toThrow(/already exists with other files; releases are immutable/);
    expect(readFileSync(path.join(dir, 'mf-listings/b/page.0123456789.js'), 'utf8')).toBe(
      'render("B")',
    );
  });

  it('refuses what is not a build of that remote, and versions that are not a path segment', () => {
    const empty = path.join(tmp, 'empty');
    mkdirSync(empty);
    expect(() => publishRelease({ dir, remote: listings, from: empty })).toThrow(
      /holds no build of mf-listings.*pnpm --filter mf-listings build/,
    );
    expect(() =>
      publishRelease({ dir, remote: listings, from: fakeBuild('x', 'X', 'mf_create') }),
    ).toThrow(/is the build of "mf_create", not of mf-listings/);
    for (const version of ['../up', 'a/b', '', '.hidden', 'x'.repeat(65)]) {
      expect(() =>
        publishRelease({ dir, remote: listings, from: fakeBuild('v', 'V'), version }),
      ).toThrow(ReleaseError);
    }
    expect(existsSync(path.join(dir, 'mf-listings/channel.json'))).toBe(false);
  });

  it('a channel naming a release that is gone falls back to the remote’s own build', () => {
    publishRelease({ dir, remote: listings, from: fakeBuild('a', 'A'), version: 'a' });
    rmSync(path.join(dir, 'mf-listings/a'), { recursive: true, force: true });
    expect(listingsUrl({ RELEASES_DIR: dir })).toBe('http://localhost:3401/mf-manifest.json');
    writeFileSync(path.join(dir, 'mf-listings/channel.json'), '{ not json');
    expect(listingsUrl({ RELEASES_DIR: dir })).toBe('http://localhost:3401/mf-manifest.json');
  });

  it('RELEASES_URL moves the releases to a CDN', () => {
    publishRelease({ dir, remote: listings, from: fakeBuild('a', 'A'), version: 'a' });
    expect(listingsUrl({ RELEASES_DIR: dir, RELEASES_URL: 'https://cdn.example.com/r/' })).toBe(
      'https://cdn.example.com/r/mf-listings/a/mf-manifest.json',
    );
  });

  it('the CLI says what it did, and what went wrong without a stack trace', () => {
    const run = (...args) =>
      execFileSync(process.execPath, [CLI, ...args], {
        env: { ...process.env, RELEASES_DIR: dir },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run('release', 'mf-listings', '--version', 'a', '--from', fakeBuild('a', 'A'))).toMatch(
      /mf-listings a: released in .*; the site now serves it \(before: its own build\)/,
    );
    expect(run('list', 'mf-listings')).toMatch(/\* a/);
    expect(run('rollback', 'mf-listings')).toMatch(
      /rolled back from a to its own build \(no release left\)/,
    );
    /** @type {any} execFileSync's error: status and stderr */
    let failure;
    try {
      run('rollback', 'mf-nothing');
    } catch (error) {
      failure = error;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toMatch(/^unknown remote "mf-nothing"/);
    expect(failure.stderr).not.toMatch(/\bat .*\.mjs:\d+/);
  });
});

describe('canary releases', () => {
  const env = () => ({ RELEASES_DIR: dir });
  const release = (v) => `http://localhost:3405/mf-listings/${v}/mf-manifest.json`;
  /** What browsers of buckets 0, 9, 10 and 99 (and one with no bucket) are answered. */
  const answers = () => [0, 9, 10, 99, null].map((bucket) => listingsUrl(env(), bucket));

  it('serves the canary to the buckets below its percent; promote sends everyone', () => {
    publishRelease({ dir, remote: listings, from: fakeBuild('a', 'A'), version: 'a' });
    const started = publishRelease({
      dir,
      remote: listings,
      from: fakeBuild('b', 'B'),
      version: 'b',
      canary: 10,
    });
    expect(started).toMatchObject({ version: 'b', previous: 'a', canary: 10 });
    expect(answers()).toEqual([
      release('b'),
      release('b'),
      release('a'),
      release('a'),
      release('a'),
    ]);
    expect(readChannel(dir, 'mf-listings')).toMatchObject({
      current: 'a',
      canary: { release: 'b', percent: 10 },
    });
    expect(listReleases(dir, 'mf-listings').map((r) => [r.version, r.current, r.canary])).toEqual([
      ['a', true, null],
      ['b', false, 10],
    ]);

    // The same canary again with another percent widens it.
    publishRelease({ dir, remote: listings, from: fakeBuild('b', 'B'), version: 'b', canary: 50 });
    expect(answers()).toEqual([
      release('b'),
      release('b'),
      release('b'),
      release('a'),
      release('a'),
    ]);

    expect(promoteCanary({ dir, remote: listings })).toEqual({ release: 'b', previous: 'a' });
    expect(answers()).toEqual(Array(5).fill(release('b')));
    expect(readChannel(dir, 'mf-listings')).toMatchObject({
      current: 'b',
      canary: null,
      lastCanary: { release: 'b', outcome: 'promoted' },
    });
    // After a promotion, rollback goes back to the release before, for everyone.
    expect(rollbackRelease({ dir, remote: listings })).toEqual({ from: 'b', to: 'a' });
    expect(answers()).toEqual(Array(5).fill(release('a')));
  });

  it('rollback during a canary ends it; endCanary does the same from code, with its reason', () => {
    publishRelease({ dir, remote: listings, from: fakeBuild('a', 'A'), version: 'a' });
    publishRelease({ dir, remote: listings, from: fakeBuild('b', 'B'), version: 'b', canary: 10 });
    expect(rollbackRelease({ dir, remote: listings })).toEqual({
      from: 'b',
      to: 'a',
      canaryEnded: true,
    });
    expect(answers()).toEqual(Array(5).fill(release('a')));
    expect(readChannel(dir, 'mf-listings').history).toEqual(['a']);

    publishRelease({ dir, remote: listings, from: fakeBuild('c', 'C'), version: 'c', canary: 5 });
    const now = new Date('2026-11-27T03:00:00Z');
    expect(endCanary(dir, 'mf-listings', 'errors from 3 % of its page loads', now)).toEqual({
      release: 'c',
      percent: 5,
    });
    expect(answers()).toEqual(Array(5).fill(release('a')));
    expect(readChannel(dir, 'mf-listings').lastCanary).toEqual({
      release: 'c',
      percent: 5,
      startedAt: expect.any(String),
      endedAt: '2026-11-27T03:00:00.000Z',
      outcome: 'ended',
      reason: 'errors from 3 % of its page loads',
    });
    // Nothing left to end: null, not an error (an automatic end may race the operator's).
    expect(endCanary(dir, 'mf-listings', 'again')).toBeNull();
    expect(() => promoteCanary({ dir, remote: listings })).toThrow(/no canary running/);
  });

  it('a canary of a remote that serves its own build, and a canary whose files are gone', () => {
    publishRelease({ dir, remote: listings, from: fakeBuild('b', 'B'), version: 'b', canary: 30 });
    expect(listingsUrl(env(), 29)).toBe(release('b'));
    expect(listingsUrl(env(), 30)).toBe('http://localhost:3401/mf-manifest.json');
    rmSync(path.join(dir, 'mf-listings/b'), { recursive: true, force: true });
    expect(listingsUrl(env(), 0)).toBe('http://localhost:3401/mf-manifest.json');
  });

  it('one canary at a time, a whole percent, and never the release everyone already has', () => {
    publishRelease({ dir, remote: listings, from: fakeBuild('a', 'A'), version: 'a' });
    for (const canary of [0, 100, 10.5, 'ten', '']) {
      expect(() =>
        publishRelease({ dir, remote: listings, from: fakeBuild('b', 'B'), canary }),
      ).toThrow(/--canary takes a whole percent from 1 to 99/);
    }
    expect(() =>
      publishRelease({
        dir,
        remote: listings,
        from: fakeBuild('a', 'A'),
        version: 'a',
        canary: 10,
      }),
    ).toThrow(/already what every browser gets/);
    publishRelease({ dir, remote: listings, from: fakeBuild('b', 'B'), version: 'b', canary: 10 });
    for (const canary of [20, undefined]) {
      expect(() =>
        publishRelease({ dir, remote: listings, from: fakeBuild('c', 'C'), version: 'c', canary }),
      ).toThrow(/has a canary running \(b for 10 % of browsers\): pnpm promote mf-listings/);
    }
    expect(readChannel(dir, 'mf-listings')).toMatchObject({
      current: 'a',
      canary: { release: 'b' },
    });
  });

  it('the CLI: release --canary, releases, promote, rollback', () => {
    const run = (...args) =>
      execFileSync(process.execPath, [CLI, ...args], {
        env: { ...process.env, RELEASES_DIR: dir },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    run('release', 'mf-listings', '--version', 'a', '--from', fakeBuild('a', 'A'));
    expect(
      run(
        'release',
        'mf-listings',
        '--version',
        'b',
        '--from',
        fakeBuild('b', 'B'),
        '--canary',
        '10',
      ),
    ).toMatch(/serves it to 10 % of browsers as a canary; the others keep a\. .*pnpm promote/);
    expect(run('list', 'mf-listings')).toMatch(/ {3}b .* canary for 10 % of browsers/);
    expect(run('rollback', 'mf-listings')).toMatch(/canary b ended; every browser gets a/);
    run(
      'release',
      'mf-listings',
      '--version',
      'b',
      '--from',
      fakeBuild('b', 'B'),
      '--canary',
      '10',
    );
    expect(run('promote', 'mf-listings')).toMatch(/every browser now gets b \(before: a\)/);
  });
});
