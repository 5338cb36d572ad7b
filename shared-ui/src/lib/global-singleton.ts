/**
 * One instance per page, even if two copies of shared-ui end up loaded (a remote built against a
 * different version, a standalone harness): stores that the shell and the remotes must share live
 * on globalThis under a registered symbol instead of in module scope.
 */
export function globalSingleton<T>(key: string, create: () => T): T {
  const slot = Symbol.for(`shared-ui.${key}`);
  const host = globalThis as unknown as Record<symbol, T | undefined>;
  return (host[slot] ??= create());
}
