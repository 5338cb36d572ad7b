import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemotePreloads, remotePreloadLinks, shellShared } from './remote-preload.mjs';
import { textCheck } from './text-check.mjs';

// The painted page's links to the files of the remote that takes it over: named only when the
// server is sure the browser will run exactly those files (the real config, releases and the
// shell's compatibility check, on a temporary folder), each in the request mode of the tag or fetch
// that will use it.

/** The shell's shared packages, as the runtime holds them (a fixed React 19, shared-api 1.1). */
const PROVIDED = {
  react: { version: '19.2.0', shareConfig: { singleton: true, requiredVersion: '^19.2.0' } },
  'shared-api': { version: '1.1.0', shareConfig: { singleton: true, requiredVersion: '^1.1.0' } },
};

/** A remote build's manifest as the federation plugin writes it (publicPath 'auto'). */
const manifest = (tag, react = '^19.0.0') => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', version: react.slice(1), singleton: true, requiredVersion: react },
    { name: 'shared-api', version: '1.1.0', singleton: true, requiredVersion: '^1.1.0' },
  ],
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
/** @param {string} folder @param {string} tag @param {string} [react] */
function build(folder, tag, react) {
  mkdirSync(folder, { recursive: true });
  const text = JSON.stringify(manifest(tag, react));
  writeFileSync(path.join(folder, 'mf-manifest.json'), text);
  return text;
}
const releases = () => path.join(env.RELEASES_DIR, 'mf-listings');
/** @param {object} channel */
const channel = (channel) =>
  writeFileSync(path.join(releases(), 'channel.json'), JSON.stringify(channel));

let ownText;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'remote-preload-'));
  ownText = build(path.join(tmp, 'mf-listings', 'dist'), 'own');
  build(path.join(tmp, 'releases', 'mf-listings', 'r1'), 'r1');
  build(path.join(tmp, 'releases', 'mf-listings', 'r2'), 'r2');
  build(path.join(tmp, 'releases', 'mf-listings', 'r18'), 'r18', '^18.2.0');
});
beforeEach(() => {
  env = { RELEASES_DIR: path.join(tmp, 'releases'), PORT_OFFSET: '0' };
  rmSync(path.join(tmp, 'releases', 'mf-listings', 'channel.json'), { force: true });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const preloads = (extraEnv = {}) =>
  createRemotePreloads({ env: { ...env, ...extraEnv }, root: tmp, provided: PROVIDED });
const request = (cookie) =>
  /** @type {any} */ ({ headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });
/** @param {string} html */
const hrefs = (html) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('remotePreloadLinks', () => {
  it("names remoteEntry.js and the page's first chunks and styles, each in its mode", () => {
    const links = remotePreloadLinks(
      'https://cdn.example/mf-listings/v1/mf-manifest.json',
      manifest('v1'),
      'ListingsPage',
    );
    expect(links).toEqual([
      '<link data-remote-file as=script fetchpriority=low href="https://cdn.example/mf-listings/v1/remoteEntry.js">',
      '<link data-remote-file as=script fetchpriority=low crossorigin href="https://cdn.example/mf-listings/v1/1.v1.js">',
      '<link data-remote-file as=script fetchpriority=low crossorigin href="https://cdn.example/mf-listings/v1/list.v1.js">',
      '<link data-remote-file as=style fetchpriority=low crossorigin href="https://cdn.example/mf-listings/v1/1.v1.css">',
    ]);
    expect(remotePreloadLinks('https://x/mf-manifest.json', manifest('v1'), 'Nope')).toEqual([]);
  });
});

describe('createRemotePreloads', () => {
  it("names the remote's own build for its pages, with the manifest's URL and check; nothing for the shell's", () => {
    const links = preloads();
    const html = links(request(), '/listings');
    expect(html).toContain(
      `<link data-remote-manifest=mf_listings data-check=${textCheck(ownText)} href="http://localhost:3001/mf-manifest.json">`,
    );
    expect(hrefs(html)).toEqual([
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

  it('follows the release every browser gets from the releases port', () => {
    channel({ history: ['r1'], canary: null });
    expect(hrefs(preloads()(request(), '/listings'))).toContain(
      'http://localhost:3005/mf-listings/r1/list.r1.js',
    );
  });

  it('names nothing while a canary of the remote runs, on either side of it', () => {
    channel({
      history: ['r1'],
      canary: { release: 'r2', percent: 10, startedAt: '2026-11-29T00:00:00Z' },
    });
    const links = preloads();
    expect(links(request('mf_bucket=3'), '/listings')).toBe('');
    expect(links(request('mf_bucket=50'), '/listings')).toBe('');
    expect(links(request(), '/listings')).toBe('');
  });

  it('names nothing when /app-config.json comes from an APP_CONFIG file', () => {
    const file = path.join(tmp, 'app-config.json');
    writeFileSync(
      file,
      JSON.stringify({ remotes: { mf_listings: 'http://localhost:3001/mf-manifest.json' } }),
    );
    expect(preloads({ APP_CONFIG: file })(request(), '/listings')).toBe('');
  });

  it('names nothing when the remote is served from another host', () => {
    // MF_*_URL: the remote's own server is elsewhere.
    expect(
      preloads({ MF_LISTINGS_URL: 'https://cdn.example/m.json' })(request(), '/listings'),
    ).toBe('');
    // RELEASES_URL: the releases are on a CDN, which may hold another state than this folder.
    channel({ history: ['r1'], canary: null });
    expect(preloads({ RELEASES_URL: 'https://cdn.example/releases' })(request(), '/listings')).toBe(
      '',
    );
  });

  it('names nothing for a release the shell would refuse (its shared packages)', () => {
    channel({ history: ['r18'], canary: null });
    expect(preloads()(request(), '/listings')).toBe('');
  });

  it('names nothing when the manifest is missing or unreadable', () => {
    channel({ history: ['r1'], canary: null });
    const broken = path.join(tmp, 'broken');
    mkdirSync(path.join(broken, 'mf-listings', 'dist'), { recursive: true });
    writeFileSync(path.join(broken, 'mf-listings', 'dist', 'mf-manifest.json'), '{ not json');
    const links = createRemotePreloads({ env: {}, root: broken, provided: PROVIDED });
    expect(links(request(), '/listings')).toBe('');
    const none = createRemotePreloads({ env: {}, root: path.join(tmp, 'nothing'), provided: {} });
    expect(none(request(), '/listings')).toBe('');
  });
});

describe('shellShared', () => {
  it("is the shell's share config, in the runtime's shape", () => {
    const shared = shellShared();
    expect(shared.react?.shareConfig).toMatchObject({ singleton: true });
    expect(shared.react?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(shared['shared-api']?.shareConfig?.requiredVersion).toBe(
      `^${shared['shared-api']?.version}`,
    );
  });
});
