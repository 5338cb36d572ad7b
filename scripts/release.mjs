#!/usr/bin/env node
// `pnpm release <remote> [--version X] [--from DIR] [--canary N]`, `pnpm promote <remote>`,
// `pnpm rollback <remote>`, `pnpm releases [<remote>]`: publish one remote's build as an immutable
// release and make the site serve it (to N % of browsers with --canary), send every browser the
// canary, go back to the release before (or end the canary), or list them (scripts/lib/releases.mjs, README
// "Releasing and rolling back one remote"). The running site picks the change up on the next page
// load: /app-config.json reads the channel per request. Environment: RELEASES_DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portsFrom, REMOTES } from './lib/app-config.mjs';
import {
  listReleases,
  promoteCanary,
  publishRelease,
  ReleaseError,
  releasesDirFrom,
  rollbackRelease,
} from './lib/releases.mjs';
import { apiOriginFrom, describeHealth, fetchRemoteHealth } from './lib/remote-health.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const USAGE = `usage:
  pnpm release <remote> [--version <version>] [--from <build folder>] [--canary <percent>]
  pnpm promote <remote>
  pnpm rollback <remote>
  pnpm releases [<remote>]
remotes: ${REMOTES.map((r) => r.pkg).join(', ')}`;

/** @param {string | undefined} name */
function remoteNamed(name) {
  const remote = REMOTES.find((r) => r.pkg === name || r.name === name);
  if (!remote) throw new ReleaseError(`unknown remote "${name ?? ''}"\n${USAGE}`);
  return remote;
}

/** @param {string[]} argv */
async function main(argv) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { version: { type: 'string' }, from: { type: 'string' }, canary: { type: 'string' } },
  });
  const dir = releasesDirFrom(process.env);
  if (command === 'release') {
    const remote = remoteNamed(positionals[0]);
    const from = path.resolve(values.from ?? path.join(ROOT, remote.pkg, 'dist'));
    const { version, created, previous, canary } = publishRelease({
      dir,
      remote,
      from,
      version: values.version,
      canary: values.canary,
    });
    const done = `${remote.pkg} ${version}: ${created ? 'released' : 'already released (same files)'} in ${path.join(dir, remote.pkg, version)}; `;
    console.log(
      canary === undefined
        ? `${done}the site now serves it (before: ${previous ?? 'its own build'}). ` +
            `Roll back: pnpm rollback ${remote.pkg}`
        : `${done}the site serves it to ${canary} % of browsers as a canary; the others keep ` +
            `${previous ?? 'its own build'}. Everyone: pnpm promote ${remote.pkg}; ` +
            `end it: pnpm rollback ${remote.pkg}`,
    );
  } else if (command === 'promote') {
    const remote = remoteNamed(positionals[0]);
    const { release, previous } = promoteCanary({ dir, remote });
    console.log(
      `${remote.pkg}: every browser now gets ${release} (before: ${previous ?? 'its own build'}). ` +
        `Roll back: pnpm rollback ${remote.pkg}`,
    );
  } else if (command === 'rollback') {
    const remote = remoteNamed(positionals[0]);
    const { from, to, canaryEnded } = rollbackRelease({ dir, remote });
    const back = to ?? (canaryEnded ? 'its own build' : 'its own build (no release left)');
    console.log(
      canaryEnded
        ? `${remote.pkg}: canary ${from} ended; every browser gets ${back}`
        : `${remote.pkg}: rolled back from ${from} to ${back}`,
    );
  } else if (command === 'list') {
    const remotes = positionals[0] ? [remoteNamed(positionals[0])] : REMOTES;
    // How each release fares in browsers over the last hour, when the site is running here.
    const health = await fetchRemoteHealth({
      apiOrigin: apiOriginFrom(process.env, portsFrom(process.env)),
    });
    /**
     * @param {string} pkg
     * @param {string} release
     */
    const healthOf = (pkg, release) =>
      health
        ? `  ${describeHealth(health.find((h) => h.remote === pkg && h.release === release))}`
        : '';
    if (!health) console.log('(the site is not running here: no page loads or error rates)');
    for (const remote of remotes) {
      const releases = listReleases(dir, remote.pkg);
      console.log(
        `${remote.pkg}${releases.some((r) => r.current) ? '' : ' (serves its own build)'}`,
      );
      for (const r of releases) {
        const canary = r.canary ? `  canary for ${r.canary} % of browsers` : '';
        console.log(
          `  ${r.current ? '*' : ' '} ${r.version.padEnd(24)} ${r.releasedAt ?? ''}${canary}` +
            healthOf(remote.pkg, r.version),
        );
      }
      const own = health?.find((h) => h.remote === remote.pkg && h.release === 'build');
      if (own) console.log(`    its own build${' '.repeat(18)}${healthOf(remote.pkg, 'build')}`);
    }
  } else {
    throw new ReleaseError(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
} catch (caught) {
  const error = /** @type {NodeJS.ErrnoException} */ (caught);
  if (!(error instanceof ReleaseError) && error?.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    throw error;
  }
  console.error(error.message);
  process.exit(1);
}
