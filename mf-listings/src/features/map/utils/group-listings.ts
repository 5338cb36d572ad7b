import { formatDollars } from 'shared-ui';

/** The campus-area default view and the map constants. */
export const CAMPUS_CENTER: readonly [number, number] = [43.0755, -89.41];
export const DEFAULT_ZOOM = 15;
export const SINGLE_LISTING_ZOOM = 16;
export const RECENTER_SECONDS = 0.75;

/** What the map reads from a listing. */
export interface MappableListing {
  id: string | number;
  price: number;
  coords: readonly [number, number] | null;
}

export interface ListingGroup<T extends MappableListing> {
  /** Stable across filter changes as long as the spot exists: the rounded coordinates. */
  key: string;
  position: [number, number];
  listings: T[];
}

/** Listings at the same coordinates, rounded to 5 decimals (about 1 m), share a marker. */
export const groupKey = (lat: number, lon: number) => `${lat.toFixed(5)},${lon.toFixed(5)}`;

interface Spot {
  /** The group key (rounded); null off the map. */
  key: string | null;
  /** The group's position: one array per coordinate pair, so what is derived from it can be kept. */
  position: [number, number];
}

/**
 * Each coordinate pair's spot, worked out once per pair. A filter change groups the whole result
 * again, and two `toFixed` per listing were most of a change's map work (~15 ms of it at 5,000
 * listings on a 4× slower CPU); the list's listings, and so their `coords` arrays, are the same
 * objects from one change to the next. The arrays are read-only, so an entry never goes stale.
 */
const spots = new WeakMap<readonly [number, number], Spot>();

function spotOf(coords: readonly [number, number]): Spot {
  let spot = spots.get(coords);
  if (!spot) {
    const [lat, lon] = coords;
    const key = Number.isFinite(lat) && Number.isFinite(lon) ? groupKey(lat, lon) : null;
    spot = { key, position: [lat, lon] };
    spots.set(coords, spot);
  }
  return spot;
}

/** One pass, insertion order kept; listings without coordinates are left off the map. */
export function groupListings<T extends MappableListing>(
  listings: readonly T[],
): ListingGroup<T>[] {
  const groups = new Map<string, ListingGroup<T>>();
  for (const l of listings) {
    if (!l.coords) continue;
    const { key, position } = spotOf(l.coords);
    if (key === null) continue;
    const g = groups.get(key);
    if (g) g.listings.push(l);
    else groups.set(key, { key, position, listings: [l] });
  }
  return [...groups.values()];
}

/** The bubble text: '$price' for one listing, '{n} Units' for a group. */
export const markerLabel = (g: ListingGroup<MappableListing>) =>
  g.listings.length === 1 ? formatDollars(g.listings[0]!.price) : `${g.listings.length} Units`;

/** Circular stepping through a group's preview: previous from the first goes to the last. */
export const cycleIndex = (index: number, delta: number, length: number) =>
  length === 0 ? 0 : (((index + delta) % length) + length) % length;
