/**
 * How one remote loads another's exposed module (mf-profile → `mf_messaging/ConversationList`).
 * Each build carries its own federation runtime instance, and only the shell's knows the remote URLs
 * of `/app-config.json`; so the shell (or a standalone harness) plugs its loader in here, and remotes
 * call `loadFederatedModule` without knowing where anything lives.
 */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

let loader: RemoteModuleLoader = async (id) => {
  throw new Error(`Cannot load ${id}: no federation runtime is configured on this page.`);
};

export function configureRemoteLoader(next: RemoteModuleLoader) {
  loader = next;
}

/** Loads `remote/ExposedModule` (e.g. 'mf_messaging/ConversationList'); rejects when it cannot. */
export function loadFederatedModule<T>(id: string): Promise<T> {
  return loader(id) as Promise<T>;
}

/** Told when a module loaded through `loadFederatedModule` failed while the page used it. */
export type RemoteErrorReporter = (id: string, error: unknown) => void;

let reporter: RemoteErrorReporter = () => undefined;

/** The shell counts such failures against the module's remote and release (its health report). */
export function configureRemoteErrorReporter(next: RemoteErrorReporter) {
  reporter = next;
}

/**
 * For the error boundary around another remote's module (mf-profile's conversation list): the
 * module's own remote answers for it, not the page's, so a broken release of it is seen.
 */
export function reportFederatedError(id: string, error: unknown) {
  reporter(id, error);
}
