import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigFor, REMOTES } from './app-config.mjs';
import { listReleases, publishRelease, ReleaseError, rollbackRelease } from './releases.mjs';

// Real folders on disk and the real CLI: what an operator does, and what /app-config.json answers
// afterwards (the site reads it per request, so these answers are what the next page load gets).

const listings = REMOTES.find((r) => r.pkg === 'mf-listings');
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

const listingsUrl = (env) =>
  appConfigFor({ headers: { host: 'localhost:3400' } }, { PORT_OFFSET: '400', ...env }).remotes
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
    expect(appConfigFor({ headers: { host: 'localhost' } }, env).remotes.mf_create).toBe(
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
