// Whether a remote's manifest can run on the shell's shared packages: read by the shell's runtime
// plugin when a manifest arrives (compatibility.ts) and by the site server before it names a
// remote's files for the painted page to preload (scripts/lib/remote-preload.mjs), so both refuse
// the same remotes. Plain JavaScript, so that Node runs it as it is and the browser build takes it.
import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * The part of a federation manifest (`mf-manifest.json`) this check reads.
 * @typedef {{ name: string, version?: string, singleton?: boolean, requiredVersion?: string | false }} ManifestShared
 */
/**
 * What the shell provides: its own `shared` entries, as the runtime holds them in its options.
 * @typedef {{ version?: string, from?: string,
 *   shareConfig?: { singleton?: boolean, requiredVersion?: string | false } }} ProvidedShared
 */

/** @type {Record<string, string>} */
const LABELS = {
  react: 'React',
  'react-dom': 'React DOM',
  'react-router': 'React Router',
  '@tanstack/react-query': 'TanStack Query',
  zustand: 'Zustand',
};

const majorOf = (/** @type {string} */ version) => version.replace(/^[^\d]*/, '').split('.')[0];

/**
 * The reasons a remote cannot run on this shell, empty when it can. Only the shell's singletons
 * that carry a version requirement count: the npm ones, and shared-ui and shared-api, whose
 * versions are real semver (tooling/webpack/shared.mjs: an app needs `^` the version it was built
 * against). The remote's range must accept the shell's version: an older copy than the remote
 * needs, or another major, is refused; a newer minor serves it. A remote that states no range must
 * at least be built against the same major.
 * @param {readonly ManifestShared[]} manifestShared
 * @param {Record<string, readonly ProvidedShared[] | ProvidedShared>} provided
 * @param {string} [host]
 * @returns {string[]}
 */
export function incompatibilities(manifestShared, provided, host = 'shell') {
  /** @type {string[]} */
  const reasons = [];
  for (const wanted of manifestShared) {
    if (!wanted.singleton) continue;
    const entries = provided[wanted.name];
    /** @type {readonly ProvidedShared[]} */
    const list = Array.isArray(entries) ? entries : entries ? [entries] : [];
    const own = list.find((e) => (e.from ?? host) === host);
    if (!own?.version || !own.shareConfig?.singleton || !own.shareConfig.requiredVersion) continue;
    const label = LABELS[wanted.name] ?? wanted.name;
    const range = wanted.requiredVersion;
    const fits =
      typeof range === 'string' && range !== ''
        ? satisfy(own.version, range)
        : !wanted.version || majorOf(wanted.version) === majorOf(own.version);
    if (!fits) {
      const needs = typeof range === 'string' && range !== '' ? range : wanted.version;
      reasons.push(
        `This part of the site needs ${label} ${needs}, but the site runs ${own.version}.`,
      );
    }
  }
  return reasons;
}
