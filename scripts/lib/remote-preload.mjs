// The painted page names the files of the remote that will take it over, so that a phone downloads
// them while it shows the page, not in a chain after the shell's scripts have run (the shell reads
// /app-config.json, then the remote's manifest, then its remoteEntry.js, then the page's chunks: a
// round trip each). They start when the shell's loader starts main.js, after the first paint and
// its photos, at low priority; the files only execute when the shell asks for them.
// The links must name what the browser will run: the remote's URL from the same app config (the
// release of the browser's canary side), its files read from that release's (or build's)
// mf-manifest.json on this machine. Nothing when that is not known for sure.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageAt } from '../../shell/src/app/page-table.mjs';
import { REMOTES } from './app-config.mjs';
import { bucketFromCookie } from './canary-bucket.mjs';

/** @typedef {import('./app-config.mjs').AppConfig} AppConfig */
/**
 * @typedef {{ metaData?: { publicPath?: string, remoteEntry?: { name?: string, path?: string } },
 *   exposes?: { name?: string, assets?: { js?: { sync?: string[] }, css?: { sync?: string[] } } }[] }} Manifest
 */

/** Attributes are URLs we build from the config and a manifest: quote-safe, but say so. */
const attr = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>`s that download the remote page `module` of `manifestUrl`'s remote, from its manifest.
 * The manifest is fetched by the federation runtime (`fetch`, CORS without credentials: `as=fetch
 * crossorigin`); remoteEntry.js by a plain script tag (no `crossorigin`); the page's chunks by the
 * remote's webpack runtime, which sets `crossorigin=anonymous` on another origin's scripts and
 * style sheets (`output.crossOriginLoading`). A preload only serves a request of the same mode: each link says
 * what its request will say, or the file would download twice.
 * @param {string} manifestUrl
 * @param {Manifest} manifest
 * @param {string} module  the exposed page, e.g. 'ListingsPage'
 * @returns {string[]} the tags (none when the manifest does not expose `module`)
 */
export function remotePreloadLinks(manifestUrl, manifest, module) {
  const expose = manifest.exposes?.find((e) => e.name === module);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || !entry?.name) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entryDir = entry.path ? `${base}${entry.path.replace(/\/?$/, '/')}` : base;
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': the chunks are where remoteEntry.js is.
  const chunkBase = !publicPath || publicPath === 'auto' ? entryDir : publicPath;
  const crossOrigin = (/** @type {string} */ url) =>
    /^https?:\/\//.test(url) || url.startsWith('//');
  const low = 'fetchpriority=low';
  // No rel yet: the shell's inline loader makes them preloads once the page has painted
  // (tooling/webpack/create-prerender-config.mjs), not before the largest paint.
  const later = 'data-after-paint';
  /** @param {'script' | 'style'} as @param {string} file */
  const chunk = (as, file) => {
    const url = chunkBase + file;
    const mode = crossOrigin(url) ? ' crossorigin' : '';
    return `<link ${later} as=${as} ${low}${mode} href="${attr(url)}">`;
  };
  return [
    `<link ${later} as=fetch crossorigin ${low} href="${attr(manifestUrl)}">`,
    `<link ${later} as=script ${low} href="${attr(entryDir + entry.name)}">`,
    ...(expose.assets?.js?.sync ?? []).map((file) => chunk('script', file)),
    // The page's style sheet: the page is not shown before it is in.
    ...(expose.assets?.css?.sync ?? []).map((file) => chunk('style', file)),
  ];
}

/**
 * @param {object} options
 * @param {(req: import('node:http').IncomingMessage | undefined, options: { bucket: number | null }) => AppConfig} options.appConfig
 *   the site's /app-config.json for a browser of canary `bucket` (what the shell will load)
 * @param {(pkg: string, bucket: number | null) => string | null} options.buildDir  the folder holding
 *   the remote's mf-manifest.json for that bucket on this machine (remote-render.mjs
 *   remoteBuildDirFor), null when the remote is served from elsewhere
 * @returns {(req: import('node:http').IncomingMessage | undefined, pathname: string) => string}
 *   the links for a page (empty for the shell's pages and when anything is unknown)
 */
export function createRemotePreloads({ appConfig, buildDir }) {
  /** @type {Map<string, Manifest | null>} by file and version */
  const manifests = new Map();
  /** @param {string} file */
  const manifestAt = (file) => {
    let key;
    try {
      const info = statSync(file);
      key = `${file}:${info.mtimeMs}:${info.size}`;
    } catch {
      return null;
    }
    if (!manifests.has(key)) {
      let value = null;
      try {
        value = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // unreadable: no preload
      }
      manifests.set(key, value);
    }
    return manifests.get(key) ?? null;
  };

  return function remotePreloads(req, pathname) {
    const page = pageAt(pathname.replace(/\/+$/, '') || '/')?.page;
    if (!page || !('module' in page)) return '';
    const remote = REMOTES.find((r) => r.name === page.owner);
    if (!remote) return '';
    try {
      const bucket = bucketFromCookie(req?.headers?.cookie);
      const url = appConfig(req, { bucket }).remotes[remote.name];
      // A browser without a bucket draws it with its first /app-config.json: while a canary runs,
      // which side it lands on is not known yet.
      if (!url || (bucket === null && appConfig(req, { bucket: 0 }).remotes[remote.name] !== url)) {
        return '';
      }
      const dir = buildDir(remote.pkg, bucket);
      const manifest = dir ? manifestAt(path.join(dir, 'mf-manifest.json')) : null;
      return manifest ? remotePreloadLinks(url, manifest, page.module).join('') : '';
    } catch {
      return '';
    }
  };
}
