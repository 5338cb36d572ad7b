// The painted page names the files of the remote that will take it over, so that a phone downloads
// them while it shows the page, not in a chain after the shell's scripts have run (the shell reads
// /app-config.json, then the remote's manifest, then its remoteEntry.js, then the page's chunks: a
// round trip each). The files only execute when the shell asks for them.
// The links must name only what the browser will run, so the server names them only when it is sure
// of the remote's URL and files: its /app-config.json is the local one (no APP_CONFIG file), the
// remote is served by this machine (its own build or a release on the site's releases port; not
// MF_*_URL, not RELEASES_URL), no canary of it runs (a browser's side is the config's draw), and
// the shell's shared packages can run it (the check the shell makes, compatibility-check.mjs).
// Even then the browser confirms before it downloads any code: the page's inline loader
// (tooling/webpack/create-prerender-config.mjs) fetches /app-config.json and the manifest the
// config names, and turns these links into preloads only when that URL is the one named here and
// the manifest is the very file read here (textCheck); the shell reuses both answers.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { incompatibilities } from '../../shell/src/app/compatibility-check.mjs';
import { pageAt } from '../../shell/src/app/page-table.mjs';
import { sharedConfig } from '../../tooling/webpack/shared.mjs';
import { appConfigFor, REMOTES } from './app-config.mjs';
import { activeRelease, readChannel, releasesDirFrom } from './releases.mjs';
import { textCheck } from './text-check.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {import('../../shell/src/app/compatibility-check.mjs').ProvidedShared} ProvidedShared */
/**
 * @typedef {{ metaData?: { publicPath?: string, remoteEntry?: { name?: string, path?: string } },
 *   shared?: import('../../shell/src/app/compatibility-check.mjs').ManifestShared[],
 *   exposes?: { name?: string, assets?: { js?: { sync?: string[] }, css?: { sync?: string[] } } }[] }} Manifest
 */

/** Attributes are URLs we build from the config and a manifest: quote-safe, but say so. */
const attr = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>`s that download remoteEntry.js and the first chunks and style sheet of the remote
 * page `module` of `manifestUrl`'s remote, from its manifest. remoteEntry.js is loaded by a plain
 * script tag (no `crossorigin`); the page's chunks by the remote's webpack runtime, which sets
 * `crossorigin=anonymous` on another origin's scripts and style sheets (`output.crossOriginLoading`).
 * A preload only serves a request of the same mode: each link says what its request will say, or
 * the file would download twice. No rel: the inline loader makes them preloads once it has checked
 * the config and the manifest the browser got.
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
  const link = 'data-remote-file';
  const low = 'fetchpriority=low';
  /** @param {'script' | 'style'} as @param {string} file */
  const chunk = (as, file) => {
    const url = chunkBase + file;
    const mode = crossOrigin(url) ? ' crossorigin' : '';
    return `<link ${link} as=${as} ${low}${mode} href="${attr(url)}">`;
  };
  return [
    `<link ${link} as=script ${low} href="${attr(entryDir + entry.name)}">`,
    ...(expose.assets?.js?.sync ?? []).map((file) => chunk('script', file)),
    // The page's style sheet: the page is not shown before it is in.
    ...(expose.assets?.css?.sync ?? []).map((file) => chunk('style', file)),
  ];
}

/**
 * The shell's own shared packages as its build declares them (tooling/webpack/shared.mjs), in the
 * shape the runtime holds them: what compatibility-check.mjs compares a remote's manifest with.
 * @param {string} [root]
 * @returns {Record<string, ProvidedShared>}
 */
export function shellShared(root = ROOT) {
  return Object.fromEntries(
    Object.entries(sharedConfig(path.join(root, 'shell'))).map(([name, s]) => [
      name,
      {
        version: s.version,
        shareConfig: { singleton: s.singleton, requiredVersion: s.requiredVersion },
      },
    ]),
  );
}

/**
 * @param {object} options
 * @param {NodeJS.ProcessEnv} [options.env]  the site's environment (what /app-config.json follows)
 * @param {string} [options.root]  where the remotes' own builds are (`<pkg>/dist`)
 * @param {Record<string, ProvidedShared>} options.provided  the shell's shared packages (shellShared)
 * @returns {(req: import('node:http').IncomingMessage | undefined, pathname: string) => string}
 *   the links for a page (empty for the shell's pages and whenever anything is not known for sure)
 */
export function createRemotePreloads({ env = process.env, root = ROOT, provided }) {
  /** @type {Map<string, { text: string, manifest: Manifest } | null>} by file and version */
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
        const text = readFileSync(file, 'utf8');
        value = { text, manifest: JSON.parse(text) };
      } catch {
        // unreadable: no preload
      }
      manifests.set(key, value);
    }
    return manifests.get(key) ?? null;
  };

  /**
   * The folder of the build every browser gets for `remote` from this machine, or null when the
   * server cannot be sure which code a browser will run (same order as app-config.mjs remoteUrl).
   * @param {import('./app-config.mjs').Remote} remote
   */
  const sureBuildDir = (remote) => {
    // An operator's file may name any host and any release.
    if (env.APP_CONFIG) return null;
    const releases = releasesDirFrom(env);
    // A canary's side is drawn with the browser's first /app-config.json: not known here.
    if (readChannel(releases, remote.pkg).canary) return null;
    const release = activeRelease(releases, remote.pkg);
    // Releases served from another host (a CDN) may be behind or ahead of this folder.
    if (release) return env.RELEASES_URL ? null : path.join(releases, remote.pkg, release);
    if (env[remote.env]) return null;
    return path.join(root, remote.pkg, 'dist');
  };

  return function remotePreloads(req, pathname) {
    const page = pageAt(pathname.replace(/\/+$/, '') || '/')?.page;
    if (!page || !('module' in page)) return '';
    const remote = REMOTES.find((r) => r.name === page.owner);
    if (!remote) return '';
    try {
      const dir = sureBuildDir(remote);
      const read = dir ? manifestAt(path.join(dir, 'mf-manifest.json')) : null;
      if (!read || incompatibilities(read.manifest.shared ?? [], provided).length) return '';
      const url = appConfigFor(req, env).remotes[remote.name];
      if (!url) return '';
      const files = remotePreloadLinks(url, read.manifest, page.module);
      if (!files.length) return '';
      const check = `<link data-remote-manifest=${remote.name} data-check=${textCheck(read.text)} href="${attr(url)}">`;
      return check + files.join('');
    } catch {
      return '';
    }
  };
}
