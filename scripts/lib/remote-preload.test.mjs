import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigFor } from './app-config.mjs';
import { createRemotePreloads, remotePreloadLinks } from './remote-preload.mjs';
import { remoteBuildDirFor } from './remote-render.mjs';

// The painted page's links to the files of the remote that takes it over: read from the manifest
// of the very release /app-config.json will name for this browser (the real config and releases,
// on a temporary folder), each in the request mode of the tag or fetch that will use it.

/** A remote build's manifest as the federation plugin writes it (publicPath 'auto'). */
const manifest = (tag) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'ListingsPage',
      assets: { js: { sync: [`1.${tag}.js`, `list.${tag}.js`] }, css: { sync: [`1.${tag}.css`] } },
    },
    { name: 'ListingDetailPage', assets: { js: { sync: [`2.${tag}.js`] } } },
  ],
});

let tmp;
let env;
/** @param {string} folder @param {string} tag */
function build(folder, tag) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest(tag)));
}
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'remote-preload-'));
  env = { RELEASES_DIR: path.join(tmp, 'releases'), PORT_OFFSET: '0' };
  build(path.join(tmp, 'mf-listings', 'dist'), 'own');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const preloads = () =>
  createRemotePreloads({
    appConfig: (req, options) => appConfigFor(req, env, options),
    buildDir: (pkg, bucket) => remoteBuildDirFor(pkg, env, bucket, tmp),
  });
const request = (cookie) =>
  /** @type {any} */ ({ headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });
/** @param {string} html */
const hrefs = (html) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('remotePreloadLinks', () => {
  it("names the manifest, remoteEntry.js and the page's first chunks and styles, each in its mode", () => {
    const links = remotePreloadLinks(
      'https://cdn.example/mf-listings/v1/mf-manifest.json',
      manifest('v1'),
      'ListingsPage',
    );
    expect(links).toEqual([
      '<link data-after-paint as=fetch crossorigin fetchpriority=low href="https://cdn.example/mf-listings/v1/mf-manifest.json">',
      '<link data-after-paint as=script fetchpriority=low href="https://cdn.example/mf-listings/v1/remoteEntry.js">',
      '<link data-after-paint as=script fetchpriority=low crossorigin href="https://cdn.example/mf-listings/v1/1.v1.js">',
      '<link data-after-paint as=script fetchpriority=low crossorigin href="https://cdn.example/mf-listings/v1/list.v1.js">',
      '<link data-after-paint as=style fetchpriority=low crossorigin href="https://cdn.example/mf-listings/v1/1.v1.css">',
    ]);
    expect(remotePreloadLinks('https://x/mf-manifest.json', manifest('v1'), 'Nope')).toEqual([]);
  });
});

describe('createRemotePreloads', () => {
  it("preloads the remote's own build for its pages, nothing for the shell's", () => {
    const links = preloads();
    expect(hrefs(links(request(), '/listings'))).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/1.own.js',
      'http://localhost:3001/list.own.js',
      'http://localhost:3001/1.own.css',
    ]);
    expect(hrefs(links(request(), '/listings/42/'))).toContain('http://localhost:3001/2.own.js');
    expect(links(request(), '/')).toBe('');
    expect(links(request(), '/privacy')).toBe('');
  });

  it('follows the release, and a canary only for a browser whose side is known', () => {
    const releases = path.join(env.RELEASES_DIR, 'mf-listings');
    build(path.join(releases, 'r1'), 'r1');
    build(path.join(releases, 'r2'), 'r2');
    writeFileSync(
      path.join(releases, 'channel.json'),
      JSON.stringify({ history: ['r1'], canary: null }),
    );
    const links = preloads();
    expect(hrefs(links(request(), '/listings'))).toContain(
      'http://localhost:3005/mf-listings/r1/list.r1.js',
    );
    writeFileSync(
      path.join(releases, 'channel.json'),
      JSON.stringify({
        history: ['r1'],
        canary: { release: 'r2', percent: 10, startedAt: '2026-11-29T00:00:00Z' },
      }),
    );
    expect(hrefs(links(request('mf_bucket=3'), '/listings'))).toContain(
      'http://localhost:3005/mf-listings/r2/list.r2.js',
    );
    expect(hrefs(links(request('mf_bucket=50'), '/listings'))).toContain(
      'http://localhost:3005/mf-listings/r1/list.r1.js',
    );
    // No bucket yet: its first /app-config.json draws it, so either side may run.
    expect(links(request(), '/listings')).toBe('');
  });

  it('sends nothing when the remote is served from elsewhere or its manifest is unreadable', () => {
    const elsewhere = createRemotePreloads({
      appConfig: (req, options) =>
        appConfigFor(req, { ...env, MF_LISTINGS_URL: 'https://cdn.example/m.json' }, options),
      buildDir: () => null,
    });
    expect(elsewhere(request('mf_bucket=50'), '/listings')).toBe('');
    const broken = createRemotePreloads({
      appConfig: (req, options) => appConfigFor(req, env, options),
      buildDir: () => path.join(tmp, 'nothing-here'),
    });
    expect(broken(request('mf_bucket=50'), '/listings')).toBe('');
  });
});
