import { configureApi, configureMapTiles, createQueryClient } from 'shared-api';
import type { AppConfig } from './app-config';
import { preloadRemotePage, registerAppRemotes } from './federation';
import { prefetchRouteData } from './route-data';
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
  return { queryClient, routeData: prefetchRouteData(pathname, queryClient) };
}
export { atMost, ROUTE_DATA_WAIT_MS } from './route-data';
