/**
 * The map tile server and its attribution, decided at run time by the shell from `/app-config.json`
 * (or by a remote's standalone harness). Maps read it here, so remotes never fetch the config.
 */
export interface MapTilesConfig {
  url: string;
  attribution: string;
}

let tiles: MapTilesConfig = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export function configureMapTiles(next: MapTilesConfig) {
  tiles = { ...next };
}

export function getMapTiles(): MapTilesConfig {
  return tiles;
}
