import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote whose manifest asks for a shared singleton the shell cannot give it, e.g. a build for
 * React 18 on a site that runs React 19. Federation itself would only warn and hand it the shell's
 * copy anyway, and the page would break in ways nobody can explain; the shell refuses it before
 * downloading any of its code, and the route says why.
 */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    /** One sentence per package, for the visitor (the in-page failure shows them). */
    readonly reasons: string[],
  ) {
    super(`${remote} is incompatible with this site: ${reasons.join(' ')}`);
  }
}

/** The part of a federation manifest (`mf-manifest.json`) this check reads. */
export interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

/** What the shell provides: its own `shared` entries, as the runtime holds them in its options. */
export interface ProvidedShared {
  version?: string;
  from?: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
}

const LABELS: Record<string, string> = {
  react: 'React',
  'react-dom': 'React DOM',
  'react-router': 'React Router',
  '@tanstack/react-query': 'TanStack Query',
  zustand: 'Zustand',
};

const majorOf = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

/**
 * The reasons a remote cannot run on this shell, empty when it can. Only the shell's singletons
 * that carry a version requirement count: the npm ones, and shared-ui and shared-api, whose
 * versions are real semver (tooling/webpack/shared.mjs: an app needs `^` the version it was built
 * against). The remote's range must accept the shell's version: an older copy than the remote
 * needs, or another major, is refused; a newer minor serves it. A remote that states no range must
 * at least be built against the same major.
 */
export function incompatibilities(
  manifestShared: readonly ManifestShared[],
  provided: Record<string, readonly ProvidedShared[] | ProvidedShared>,
  host = 'shell',
): string[] {
  const reasons: string[] = [];
  for (const wanted of manifestShared) {
    if (!wanted.singleton) continue;
    const entries = provided[wanted.name];
    const own = (Array.isArray(entries) ? entries : entries ? [entries] : []).find(
      (e) => (e.from ?? host) === host,
    );
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

/**
 * The runtime plugin: checks each remote's manifest when it arrives (`loadRemoteSnapshot`, before
 * its remoteEntry or any chunk is downloaded) against the shell's own shared packages. Throwing here
 * rejects `loadRemote`, so the route shows its in-page failure; other remotes are unaffected.
 */
export function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-compatibility',
    loadRemoteSnapshot(args) {
      const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared;
      if (args.from === 'manifest' && Array.isArray(shared)) {
        const reasons = incompatibilities(
          shared,
          args.options.shared as Record<string, ProvidedShared[]>,
          args.options.name,
        );
        if (reasons.length) throw new IncompatibleRemoteError(args.moduleInfo.name, reasons);
      }
      return args;
    },
  };
}

/** The visitor-facing reason an error (or one of its causes) carries, if it is an incompatibility. */
export function incompatibilityOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as Error).cause, depth++) {
    if (e instanceof IncompatibleRemoteError) return e.reasons.join(' ');
  }
  return null;
}
