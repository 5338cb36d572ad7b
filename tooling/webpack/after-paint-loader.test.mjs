import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemotePreloads } from '../../scripts/lib/remote-preload.mjs';
import { loadAfterFirstPaint, startUpPreloads } from './create-prerender-config.mjs';

// The painted page's inline loader with the links the site server writes for /listings (the real
// server code on a temporary build): the shell's start-up files become preloads at the first paint;
// the remote's only when the /app-config.json and the manifest the browser gets are the ones the
// server read. The browser's answers are given here, as a config or manifest changed on its way
// (another host, another build, a remote the shell would refuse) would arrive.

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const manifest = JSON.stringify({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' }],
  exposes: [{ name: 'ListingsPage', assets: { js: { sync: ['1.a.js'] } } }],
});

let tmp;
let head;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'after-paint-'));
  mkdirSync(path.join(tmp, 'mf-listings', 'dist'), { recursive: true });
  writeFileSync(path.join(tmp, 'mf-listings', 'dist', 'mf-manifest.json'), manifest);
  const links = createRemotePreloads({
    env: { RELEASES_DIR: path.join(tmp, 'releases'), PORT_OFFSET: '0' },
    root: tmp,
    provided: {},
  });
  head = startUpPreloads(['main.0123456789.js']) + links(undefined, '/listings');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * Runs the page with the loader; `answers` are what the browser's fetches get, by URL.
 * @param {Record<string, string>} answers
 * @param {string} [pageHead]  the page's links (default: the start-up files and /listings' remote)
 */
async function run(answers, pageHead = head) {
  const html = loadAfterFirstPaint(
    `<html><head>${pageHead}</head><body><div id=root></div>` +
      '<script defer src=/main.js></script></body></html>',
  );
  /** @type {string[]} */
  const fetched = [];
  const dom = new JSDOM(html, {
    url: 'http://localhost:3000/listings',
    runScripts: 'dangerously',
    beforeParse(window) {
      const w = /** @type {any} */ (window);
      w.fetch = (/** @type {string} */ url) => {
        fetched.push(url);
        const body = answers[url];
        return Promise.resolve(new Response(body ?? 'not found', { status: body ? 200 : 404 }));
      };
      // The first paint has happened: the loader starts at once (no photo to wait for).
      w.PerformanceObserver = class {
        /** @param {(list: { getEntriesByName: () => unknown[] }) => void} callback */
        constructor(callback) {
          this.callback = callback;
        }
        observe() {
          this.callback({ getEntriesByName: () => [{}] });
        }
      };
    },
  });
  const { document } = dom.window;
  await new Promise((resolve) => setTimeout(resolve, 50));
  await /** @type {any} */ (dom.window).__early?.[MANIFEST_URL];
  await new Promise((resolve) => setTimeout(resolve, 10));
  const rel = (/** @type {string} */ selector) =>
    [...document.querySelectorAll(selector)].map((l) => l.getAttribute('rel'));
  const result = {
    shell: rel('link[data-after-paint]'),
    remote: rel('link[data-remote-file]'),
    fetched,
  };
  dom.window.close();
  return result;
}

const config = (url) => JSON.stringify({ remotes: { mf_listings: url } });

describe('the loader of a painted page with its remote named', () => {
  it('preloads the remote once the config names that manifest and it is the file the server read', async () => {
    const page = await run({ '/app-config.json': config(MANIFEST_URL), [MANIFEST_URL]: manifest });
    expect(page.shell).toEqual(['preload']);
    expect(page.remote).toEqual(['preload', 'preload']);
    expect(page.fetched).toEqual(['/app-config.json', MANIFEST_URL]);
  });

  it('preloads none of it, nor asks for its manifest, when the config names another host', async () => {
    const elsewhere = 'http://cdn.elsewhere.test/listings/mf-manifest.json';
    const page = await run({ '/app-config.json': config(elsewhere), [MANIFEST_URL]: manifest });
    expect(page.shell).toEqual(['preload']);
    expect(page.remote).toEqual([null, null]);
    expect(page.fetched).toEqual(['/app-config.json']);
  });

  it('preloads none of it when the manifest the browser gets is another one', async () => {
    // e.g. the same remote built for React 18: the shell will refuse it.
    const other = manifest.replace('^19.2.0', '^18.2.0');
    const page = await run({ '/app-config.json': config(MANIFEST_URL), [MANIFEST_URL]: other });
    expect(page.remote).toEqual([null, null]);
    const missing = await run({ '/app-config.json': config(MANIFEST_URL) });
    expect(missing.remote).toEqual([null, null]);
  });
});

describe('the loader of a painted page without a remote', () => {
  it('asks for /app-config.json with the scripts, for the shell to take, and preloads no remote', async () => {
    const page = await run(
      { '/app-config.json': config(MANIFEST_URL) },
      startUpPreloads(['main.0123456789.js']),
    );
    expect(page.fetched).toEqual(['/app-config.json']);
    expect(page.shell).toEqual(['preload']);
    expect(page.remote).toEqual([]);
  });
});
