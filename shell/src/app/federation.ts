import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureRemoteLoader } from 'shared-api';
import { REMOTE_NAMES, type RemoteName } from './app-config';

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
  for (const name of REMOTE_NAMES) entries.set(name, remotes[name]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
  configureRemoteLoader((id) => loadRemoteModule(id));
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
    return module;
  } catch (error) {
    failed.add(remote);
    throw new RemoteLoadError(id, { cause: error });
  }
}
