// The share scope of every app. One function so that the host and the four
// remotes can never disagree about what is a singleton.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `[share key, package, via]`: `via` is the package that depends on it when the app does not.
 * @typedef {[key: string, pkg: string, via?: string]} NpmShare
 */
/**
 * A ModuleFederationPlugin `shared` entry.
 * @typedef {{ singleton: boolean, version: string, requiredVersion: string, import?: string }} Share
 */

/**
 * npm packages that must exist once on the page (React context, router context, query cache).
 * @type {NpmShare[]}
 */
const NPM_SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // The router (7: `react-router`; `react-router-dom` is a deprecated re-export, not used). Shared as
  // the facade of the exports we use, not whole (react-router-facade.mjs).
  ['react-router', 'react-router'],
  // react-query bundles its query-core inside its shared chunk, so the QueryClient class exists once.
  // Sharing query-core separately as well broke `export * from '@tanstack/query-core'` in react-query
  // (QueryClient undefined at run time, depending on load order): see
  // docs/decisions/0001-one-webpack-config-and-shared-scope.md.
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['zustand', 'zustand'],
];
/**
 * Shared to avoid downloading them twice, but several copies would not break anything.
 * @type {NpmShare[]}
 */
const NPM_SHARED = [
  ['leaflet', 'leaflet'],
  ['react-leaflet', 'react-leaflet'],
];
/**
 * Workspace packages with real semver versions (Changesets: a breaking change of their API is a
 * major, an addition a minor). An app needs `^` the version it was built against: its manifest
 * records that range and the shell refuses a remote whose range its own copy does not meet
 * (shell/src/app/compatibility.ts).
 */
const WORKSPACE_SINGLETONS = ['shared-ui', 'shared-api'];

/** @returns {any} the file's JSON */
const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));

const WORKSPACE_FILE = fileURLToPath(new URL('../../pnpm-workspace.yaml', import.meta.url));

/**
 * The workspace's default catalog (`catalog:` in pnpm-workspace.yaml): package name → range. The
 * package.json files say `catalog:` and pnpm resolves it; a share config must hold the range itself,
 * or federation would compare versions against the word 'catalog:'. Reads the flat two-space map
 * only (quoted or bare keys, `# comments`): the file keeps the catalog in that shape.
 * @param {string} [file]
 */
export function readCatalog(file = WORKSPACE_FILE) {
  /** @type {Record<string, string>} */
  const catalog = {};
  let inside = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inside = /^catalog:\s*(#.*)?$/.test(line);
    if (!inside) continue;
    const entry = /^ {2}(['"]?)([^'"\s:]+)\1:\s*(['"]?)([^'"#\s]+)\3\s*(#.*)?$/.exec(line);
    if (entry?.[2] && entry[4]) catalog[entry[2]] = entry[4];
  }
  return catalog;
}

/**
 * The range a package.json declares, with `catalog:` replaced by the catalog's range.
 * @param {Record<string, string>} declared
 * @param {string} pkg
 * @returns {string | undefined}
 */
function declaredRange(declared, pkg) {
  const range = declared[pkg];
  if (range !== 'catalog:' && range !== 'catalog:default') return range;
  const resolved = readCatalog()[pkg];
  if (!resolved) throw new Error(`${pkg} is declared as "${range}" but the catalog has no entry`);
  return resolved;
}

/** The router's facade: what every app provides and consumes as `react-router`. */
export const ROUTER_FACADE = fileURLToPath(new URL('./react-router-facade.mjs', import.meta.url));

/**
 * Node's lookup: `node_modules/<pkg>` in `from` or its nearest ancestor that has it.
 * @param {string} from
 * @param {string} pkg
 * @returns {string | null}
 */
function lookUp(from, pkg) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * Finds a package's directory as the app would resolve it. `via` is the package that depends on it
 * when the app does not declare it itself (pnpm does not hoist transitive dependencies). Reads the
 * folders directly: not every package exports its package.json to require.resolve.
 * @param {string} appDir
 * @param {string} pkg
 * @param {string} [via]
 */
function findPackage(appDir, pkg, via) {
  if (!via) return lookUp(appDir, pkg);
  const viaDir = lookUp(appDir, via);
  return viaDir ? lookUp(viaDir, pkg) : null;
}

/**
 * Webpack aliases the share config relies on: `react-router-production`, the production build of the
 * react-router the app depends on (its package.json sends every bundler to the development build).
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function sharedAliases(appDir) {
  const dir = findPackage(appDir, 'react-router');
  return dir ? { 'react-router-production$': path.join(dir, 'dist/production/index.mjs') } : {};
}

/**
 * The `shared` option of ModuleFederationPlugin for the app in `appDir`.
 * @param {string} appDir
 */
export function sharedConfig(appDir) {
  const appPkg = readJson(path.join(appDir, 'package.json'));
  /** @type {Record<string, string>} */
  const declared = { ...appPkg.dependencies, ...appPkg.devDependencies };
  /** @type {Record<string, Share>} */
  const shared = {};

  /**
   * @param {NpmShare} entry
   * @param {boolean} singleton
   */
  const addNpm = ([key, pkg, via], singleton) => {
    // Only what the app uses: a remote that does not depend on leaflet neither provides nor consumes it.
    if (!via && !declared[pkg]) return;
    if (via && !declared[via]) return;
    const dir = findPackage(appDir, pkg, via);
    if (!dir) return;
    const { version } = readJson(path.join(dir, 'package.json'));
    shared[key] = {
      singleton,
      version,
      requiredVersion: declaredRange(declared, pkg) ?? `^${version}`,
      // A transitive package is not resolvable from the app itself under pnpm: point at it.
      ...(via && !key.endsWith('/') ? { import: dir } : {}),
    };
  };
  NPM_SINGLETONS.forEach((entry) => addNpm(entry, true));
  if (shared['react-router']) shared['react-router'].import = ROUTER_FACADE;
  NPM_SHARED.forEach((entry) => addNpm(entry, false));

  for (const pkg of WORKSPACE_SINGLETONS) {
    if (!declared[pkg]) continue;
    const dir = findPackage(appDir, pkg);
    if (!dir) continue;
    const { version } = readJson(path.join(dir, 'package.json'));
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
