import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { configureRemoteErrorReporter, configureRemoteLoader } from 'shared-api';
import { REMOTE_NAMES, type RemoteName } from './app-config';
import { compatibilityPlugin } from './compatibility';
import { takeEarly } from './early-fetch';
import { pageAt } from './page-table.mjs';
import { recordRemote, setRemoteEntries } from './remote-health';

/** A remote (or one of its modules) could not be downloaded or evaluated. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly id: string,
    options?: { cause?: unknown },
  ) {
    super(`Could not load ${id}`, options);
  }
}

const entries = new Map<string, string>();
/** Remotes whose last load failed: the next attempt re-registers them, dropping the runtime's caches. */
const failed = new Set<string>();

const remoteOf = (id: string) => id.slice(0, id.indexOf('/'));

/**
 * Registers the four remotes from `/app-config.json` with the federation runtime. Nothing is
 * downloaded yet: each remote's manifest is fetched when one of its pages is first shown.
 */
export function registerAppRemotes(remotes: Record<RemoteName, string>) {
  // Before any manifest arrives: a remote the shell cannot run is refused, with its reason; the
  // manifest the painted page's loader fetched already is taken, not fetched again.
  registerPlugins([compatibilityPlugin(), earlyManifestPlugin()]);
  for (const name of REMOTE_NAMES) entries.set(name, remotes[name]);
  setRemoteEntries(remotes);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
  configureRemoteLoader((id) => loadRemoteModule(id));
  configureRemoteErrorReporter(countRenderError);
}

/**
 * Hands the federation runtime the manifest the painted page's loader fetched (early-fetch.ts) for
 * the same URL, once; any other manifest the runtime fetches itself, as it would.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-early-manifest',
    fetch(url, init) {
      return takeEarly(url, () => fetch(url, init));
    },
  };
}

/**
 * A remote's module threw while the page used it: a render error of that remote. A failed download
 * (RemoteLoadError) was already counted where it failed.
 */
export function countRenderError(id: string, error: unknown) {
  if (!(error instanceof RemoteLoadError)) recordRemote('render-error', remoteOf(id));
}

/**
 * Loads `remote/Module` (e.g. 'mf_listings/ListingsPage'). After a failure the runtime keeps the
 * failed manifest and entry in its caches, so a retry first re-registers the remote (force).
 */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const remote = remoteOf(id);
  const entry = entries.get(remote);
  if (!entry) throw new RemoteLoadError(id, { cause: new Error(`Unknown remote "${remote}"`) });
  if (failed.has(remote)) {
    registerRemotes([{ name: remote, entry }], { force: true });
    failed.delete(remote);
  }
  try {
    const module = await loadRemote<T>(id);
    // The runtime answers null (instead of throwing) when its error hooks swallow the failure.
    if (module == null) throw new Error(`${id} resolved to nothing`);
    recordRemote('load', remote);
    return module;
  } catch (error) {
    failed.add(remote);
    recordRemote('load-error', remote);
    throw new RemoteLoadError(id, { cause: error });
  }
}

/**
 * The remote page a URL shows (`remote/Module`, from the page table), known before the router
 * exists: bootstrap preloads it while Firebase restores the session, instead of after the first
 * render. Trailing slashes do not count, as for the router.
 */
export function remotePageFor(pathname: string): string | null {
  const page = pageAt(pathname.replace(/\/+$/, '') || '/')?.page;
  return page && 'module' in page ? `${page.owner}/${page.module}` : null;
}

/**
 * Starts downloading the manifest, remoteEntry and page chunks of the remote page `pathname` shows.
 * Not the remote's own copies of the shared packages (share: false): the shell provides them.
 * Best effort: a failure here is the page's to report when it loads (with its 'Try again').
 */
export function preloadRemotePage(pathname: string) {
  const id = remotePageFor(pathname);
  if (!id) return;
  const slash = id.indexOf('/');
  preloadRemote([
    { nameOrAlias: id.slice(0, slash), exposes: [id.slice(slash + 1)], share: false },
  ]).catch(() => {});
}
