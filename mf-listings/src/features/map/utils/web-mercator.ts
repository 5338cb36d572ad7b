/**
 * Leaflet's first view of a map, computed without Leaflet (static-listings-map.tsx draws it before
 * Leaflet is downloaded). Each function names the Leaflet 1.9 code it mirrors, so that tiles and
 * markers land on the same pixels: EPSG:3857 (`L.CRS.EPSG3857`, `L.Projection.SphericalMercator`),
 * 256-px tiles, `Map._getNewPixelOrigin`, `GridLayer._getTiledPixelBounds` /
 * `_pxBoundsToTileRange` / `_getTilePos`, `Map.latLngToLayerPoint`, `Map.getBounds`.
 */

export interface Point {
  x: number;
  y: number;
}

/** `SphericalMercator.R` and `MAX_LATITUDE`. */
const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
const TILE = 256;
/** `EPSG3857.transformation`: new Transformation(s, 0.5, -s, 0.5) with s = 0.5 / (π R). */
const S = 0.5 / (Math.PI * R);

/** `CRS.project`: a coordinate to world pixels at `zoom` (scale 256 · 2^zoom). */
export function project(lat: number, lng: number, zoom: number): Point {
  const d = Math.PI / 180;
  const sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE) * d);
  const mx = R * lng * d;
  const my = (R * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = TILE * 2 ** zoom;
  return { x: scale * (S * mx + 0.5), y: scale * (-S * my + 0.5) };
}

/** `CRS.unproject`: world pixels at `zoom` back to [lat, lng]. */
export function unproject(p: Point, zoom: number): [number, number] {
  const scale = TILE * 2 ** zoom;
  const mx = (p.x / scale - 0.5) / S;
  const my = (p.y / scale - 0.5) / -S;
  const d = 180 / Math.PI;
  return [(2 * Math.atan(Math.exp(my / R)) - Math.PI / 2) * d, (mx * d) / R];
}

/** What Leaflet computes when a map of `size` (its container's client size) opens at a view. */
export interface FirstView {
  zoom: number;
  size: Point;
  /** `Map._getNewPixelOrigin`: the world pixel at the container's top left corner (rounded). */
  origin: Point;
}

export function firstView(center: readonly [number, number], zoom: number, size: Point): FirstView {
  const c = project(center[0], center[1], zoom);
  // project(center) − size / 2, each coordinate rounded as `Point._round` does (Math.round).
  const origin = { x: Math.round(c.x - size.x / 2), y: Math.round(c.y - size.y / 2) };
  return { zoom, size, origin };
}

/** `Map.latLngToLayerPoint` (rounded) as `Marker._setPos` uses it: the marker element's offset. */
export function layerPoint(view: FirstView, lat: number, lng: number): Point {
  const p = project(lat, lng, view.zoom);
  return { x: Math.round(p.x) - view.origin.x, y: Math.round(p.y) - view.origin.y };
}

export interface Tile {
  /** '{z}/{x}/{y}', also the key of Leaflet's `tileload` coords. */
  key: string;
  x: number;
  y: number;
  z: number;
  /** The tile image's offset in the container (`GridLayer._getTilePos` − the level origin). */
  left: number;
  top: number;
}

/**
 * The tiles `GridLayer._update` requests for the first view, nearest the centre first as Leaflet
 * queues them. The tile range: `project(center).floor() ± size / 2`, divided by 256, min floored,
 * max ceiled − 1. The level's origin is the map's pixel origin (its transform is then 0, 0).
 */
export function viewTiles(view: FirstView, center: readonly [number, number]): Tile[] {
  if (view.size.x === 0 || view.size.y === 0) return [];
  const z = view.zoom;
  const c = project(center[0], center[1], z);
  const cx = Math.floor(c.x);
  const cy = Math.floor(c.y);
  const half = { x: view.size.x / 2, y: view.size.y / 2 };
  const min = { x: Math.floor((cx - half.x) / TILE), y: Math.floor((cy - half.y) / TILE) };
  const max = { x: Math.ceil((cx + half.x) / TILE) - 1, y: Math.ceil((cy + half.y) / TILE) - 1 };
  const limit = 2 ** z;
  const mid = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 };
  const tiles: Tile[] = [];
  for (let y = min.y; y <= max.y; y++) {
    // No tile above the north or below the south edge of the world (`_isValidTile`).
    if (y < 0 || y >= limit) continue;
    for (let x = min.x; x <= max.x; x++) {
      tiles.push({
        key: `${z}/${x}/${y}`,
        x,
        y,
        z,
        left: x * TILE - view.origin.x,
        top: y * TILE - view.origin.y,
      });
    }
  }
  const dist = (t: Tile) => Math.hypot(t.x - mid.x, t.y - mid.y);
  return tiles.sort((a, b) => dist(a) - dist(b));
}

/**
 * `TileLayer.getTileUrl` for the template's `{z}`, `{x}`, `{y}`, `{s}` (subdomains 'abc', chosen by
 * |x + y| mod 3) and `{r}` ('' : detectRetina is off). x wraps around the world as `_wrapCoords`.
 */
export function tileUrl(template: string, t: Tile): string {
  const n = 2 ** t.z;
  const x = ((t.x % n) + n) % n;
  const values: Record<string, string> = {
    z: String(t.z),
    x: String(x),
    y: String(t.y),
    s: 'abc'[Math.abs(x + t.y) % 3]!,
    r: '',
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (whole, name: string) => values[name] ?? whole);
}

/** `Map.getBounds()` ([west, south, east, north]), grown by `pad` of its size as `LatLngBounds.pad`. */
export function viewBounds(view: FirstView, pad = 0): [number, number, number, number] {
  const [north, west] = unproject(view.origin, view.zoom);
  const [south, east] = unproject(
    { x: view.origin.x + view.size.x, y: view.origin.y + view.size.y },
    view.zoom,
  );
  const h = Math.abs(south - north) * pad;
  const w = Math.abs(west - east) * pad;
  return [west - w, south - h, east + w, north + h];
}

/** `LatLngBounds.contains` for a point. */
export const boundsContain = (b: readonly number[], [lat, lng]: readonly [number, number]) =>
  lat >= b[1]! && lat <= b[3]! && lng >= b[0]! && lng <= b[2]!;
