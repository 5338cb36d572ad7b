import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  incompatibilities,
  type ManifestShared,
  type ProvidedShared,
} from './compatibility-check.mjs';

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

export { incompatibilities };

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
