// A consumer's copy of the published types of the remotes it loads (shell: all four; mf-profile:
// mf_messaging), in its git-ignored `@mf-types/<remote>/`, where its tsconfig `paths` point. Taken
// from where the site gets the remote itself (app-config.mjs `remoteUrl`, in the same order):
//   APP_CONFIG=<file>  → the manifest URL that file names
//   a release          → RELEASES_DIR/<remote>/<version>/@mf-types.json (what `pnpm start` serves)
//   MF_*_URL           → @mf-types.json next to that manifest (http(s): or file:)
//   otherwise          → <remote>/dist/@mf-types.json, the build `pnpm start` serves; a remote with
//                        no build, or a build older than its sources (`pnpm start` would rebuild it),
//                        gets its types generated from its source, as its build would publish them.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { REMOTES } from './app-config.mjs';
import { newestMtime } from './freshness.mjs';
import { PublishTypesPlugin } from '../../tooling/webpack/publish-types.mjs';
import { activeRelease, releasesDirFrom } from './releases.mjs';
import {
  buildRemoteTypes,
  RemoteTypesError,
  TYPES_ARCHIVE,
  validArchive,
} from './remote-types.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const TYPES_DIR = '@mf-types';

/** @typedef {import('./app-config.mjs').Remote} Remote */
/**
 * Where a remote's types come from: a folder, a URL, or its sources (why they are generated).
 * @typedef {{ folder: string, url?: undefined, generate?: undefined } | { url: string, folder?: undefined, generate?: undefined }
 *   | { generate: string, folder?: undefined, url?: undefined }} TypesSource
 */

/**
 * The remotes a consumer type-checks against: the `paths` of its tsconfig.json that point into its
 * `@mf-types/` folder (`"mf_messaging/*": ["./@mf-types/mf_messaging/*"]`).
 * @param {string} consumerDir
 * @returns {Remote[]}
 */
export function consumedRemotes(consumerDir) {
  const file = path.join(consumerDir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new RemoteTypesError(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  /** @type {Record<string, string[]>} */
  const paths = config.compilerOptions?.paths ?? {};
  return Object.entries(paths).flatMap(([key, targets]) => {
    const name = key.replace(/\/\*$/, '');
    const remote = REMOTES.find((r) => r.name === name);
    if (!remote) return [];
    if (targets.length !== 1 || targets[0] !== `./${TYPES_DIR}/${name}/*`) {
      throw new RemoteTypesError(
        `${file}: "${key}" must point to ./${TYPES_DIR}/${name}/* (the remote's published types), ` +
          `not to ${JSON.stringify(targets)}`,
      );
    }
    return [remote];
  });
}

/**
 * The apps (package names) whose type check reads the published types of remote `name`.
 * @param {string} name
 */
export function consumersOf(name) {
  return ['shell', ...REMOTES.map((r) => r.pkg)].filter((pkg) =>
    consumedRemotes(path.join(ROOT, pkg)).some((r) => r.name === name),
  );
}

/** Inputs of a remote's declarations: a published archive older than any of them is stale. */
/**
 * @param {Remote} remote
 * @param {string} root
 */
const typeInputs = (remote, root) => [
  ...['src', 'tsconfig.json', 'package.json', 'webpack.config.js'].map((f) =>
    path.join(root, remote.pkg, f),
  ),
  ...[
    'shared-ui/src',
    'shared-api/src',
    'tsconfig.base.json',
    'scripts/lib/remote-types.mjs',
    // The ambient declarations the remotes' tsconfig includes (`../tooling/*.d.ts`).
    ...readdirSync(path.join(root, 'tooling'))
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => `tooling/${f}`),
  ].map((f) => path.join(root, f)),
];

/**
 * Where the remote the site would run is served from (see the top of this file). `root`: the
 * repository (tests use a made-up one).
 * @param {Remote} remote
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [root]
 * @returns {TypesSource}
 */
export function typesSourceOf(remote, env = process.env, root = ROOT) {
  if (env.APP_CONFIG) {
    const url = JSON.parse(readFileSync(env.APP_CONFIG, 'utf8')).remotes?.[remote.name];
    if (!url) throw new RemoteTypesError(`${remote.name}: ${env.APP_CONFIG} names no URL for it`);
    return { url };
  }
  const releases = releasesDirFrom(env);
  const release = activeRelease(releases, remote.pkg);
  if (release) return { folder: path.join(releases, remote.pkg, release) };
  const configured = env[remote.env];
  if (configured) return { url: configured };
  const dist = path.join(root, remote.pkg, 'dist');
  const archive = path.join(dist, TYPES_ARCHIVE);
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) return { generate: 'it has no build' };
  if (!existsSync(archive)) return { generate: 'its build predates published types' };
  const built = statSync(archive).mtimeMs;
  if (typeInputs(remote, root).some((input) => newestMtime(input) > built)) {
    return { generate: 'its build is older than its sources' };
  }
  return { folder: dist };
}

/**
 * `--from` overrides: a folder or a manifest URL.
 * @param {string} value
 * @returns {TypesSource}
 */
export function sourceFromArgument(value) {
  return /^(https?|file):/.test(value) ? { url: value } : { folder: path.resolve(value) };
}

/**
 * What a remote's production build publishes types for: its PublishTypesPlugin's options.
 * @param {string} pkg
 */
export async function publishedRemote(pkg) {
  const file = path.join(ROOT, pkg, 'webpack.config.js');
  const built = (await import(pathToFileURL(file).href)).default({}, { mode: 'production' });
  // A remote's build is two compilations (its own and the harness's federation runtime).
  const plugin = [built]
    .flat()
    .flatMap((/** @type {{ plugins?: unknown[] }} */ config) => config.plugins ?? [])
    .find((p) => p instanceof PublishTypesPlugin);
  if (!plugin) throw new RemoteTypesError(`${pkg}: its production build publishes no types`);
  return plugin.remote;
}

/**
 * @param {Remote} remote
 * @param {TypesSource} source
 * @returns {Promise<{ archive: any, from: string }>} the archive as read (validArchive checks it)
 */
async function readArchive(remote, source) {
  if (source.generate) {
    return {
      archive: buildRemoteTypes(await publishedRemote(remote.pkg)),
      from: `${remote.pkg}/src (generated: ${source.generate})`,
    };
  }
  if (source.folder) {
    const file = path.join(source.folder, TYPES_ARCHIVE);
    if (!existsSync(file)) {
      throw new RemoteTypesError(
        `${remote.name}: ${file} is missing: the build served from ${source.folder} publishes no ` +
          `types (built before they were published?). Build and release it again, or roll back.`,
      );
    }
    return {
      archive: JSON.parse(readFileSync(file, 'utf8')),
      from: file.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, file) : file,
    };
  }
  const url = new URL(TYPES_ARCHIVE, source.url);
  if (url.protocol === 'file:') {
    return readArchive(remote, { folder: path.dirname(url.pathname) });
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch((error) => {
    throw new RemoteTypesError(`${remote.name}: ${url} could not be fetched (${error.message})`);
  });
  if (!response.ok)
    throw new RemoteTypesError(`${remote.name}: ${url} answered ${response.status}`);
  return { archive: await response.json(), from: url.href };
}

/**
 * Writes an archive's declarations into `<typesDir>/<remote>/` (replacing what was there).
 * @param {{ name: string, files: Record<string, string> }} archive
 * @param {string} typesDir
 */
export function unpackArchive(archive, typesDir) {
  const target = path.join(typesDir, archive.name);
  rmSync(target, { recursive: true, force: true });
  for (const [file, text] of Object.entries(archive.files)) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), text);
  }
  return target;
}

/**
 * Copies the published types of every remote the consumer loads into its `@mf-types/`.
 * `overrides`: remote name → source (`--from`), e.g. a build just made by `pnpm --filter x run ci`.
 * @param {string} consumerDir
 * @param {{ env?: NodeJS.ProcessEnv, overrides?: Record<string, TypesSource>,
 *   log?: (line: string) => void }} [options]
 */
export async function pullTypes(
  consumerDir,
  { env = process.env, overrides = {}, log = console.log } = {},
) {
  /** @type {{ name: string, from: string }[]} */
  const pulled = [];
  for (const remote of consumedRemotes(consumerDir)) {
    const source = overrides[remote.name] ?? typesSourceOf(remote, env);
    const { archive, from } = await readArchive(remote, source);
    unpackArchive(validArchive(archive, remote.name, from), path.join(consumerDir, TYPES_DIR));
    log(`${remote.name} ${archive.version}: types from ${from}`);
    pulled.push({ name: remote.name, from });
  }
  return pulled;
}
