import { configureApi, configureMapTiles, createQueryClient } from 'shared-api';
import type { AppConfig } from './app-config';
import type { ComponentType } from 'react';
import { loadRemoteModule, preloadRemotePage, registerAppRemotes } from './federation';
import { prefetchRouteData, routeDataReady } from './route-data';
import { startRemoteHealth } from './remote-health';

/**
 * Everything that follows the config and needs no session: the API client, the map tiles, the
 * remotes, and, as early as the route is known, its remote's download and its public data.
 */
export function configureSite(config: AppConfig, pathname: string) {
  configureApi({ baseUrl: config.apiBaseUrl });
  configureMapTiles(config.tiles);
  registerAppRemotes(config.remotes);
  preloadRemotePage(pathname);
  startRemoteHealth(config.apiBaseUrl);
  const queryClient = createQueryClient();
  const prefetch = prefetchRouteData(pathname, queryClient);
  const routeData = Object.assign(prefetch, { ready: () => routeDataReady(pathname, queryClient) });
  return { queryClient, routeData };
}

/** A remote page's component (`remote/Module`), or null when it cannot be loaded now. */
export const loadPageModule = (id: string): Promise<ComponentType | null> =>
  loadRemoteModule<{ default: ComponentType }>(id).then(
    (module) => module.default,
    () => null,
  );
export { atMost, ROUTE_DATA_WAIT_MS } from './route-data';
