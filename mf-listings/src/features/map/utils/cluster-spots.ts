import Supercluster from 'supercluster';
import type { ListingGroup, MappableListing } from './group-listings';

/**
 * Bubbles closer than this on screen (px) would overlap (a price bubble is ~60 px wide) and are
 * drawn as one cluster at that zoom.
 */
export const CLUSTER_RADIUS_PX = 56;

/** A cluster of spots at the current zoom: where to draw it, how many listings, where it opens. */
export interface SpotCluster {
  /**
   * `zoom:first`, where `first` is the smallest key of the spots it holds: at one zoom each spot is
   * in one cluster, so keys are unique, and a cluster that keeps that spot keeps its key when the
   * results change (supercluster's own ids are renumbered with every new index), so a filter change
   * updates the marker in place instead of replacing it.
   */
  key: string;
  position: [number, number];
  count: number;
  /** The zoom at which the cluster comes apart (a click or Enter flies there). */
  expansionZoom: number;
}

interface SpotProps {
  key: string;
  n: number;
}

/**
 * The last few indexes built, by what they hold (each spot's position and count) and the zoom limit.
 * Filters go back and forth (Any Term → Fall → Any Term): the same set of spots comes back as new
 * arrays, and loading 5,000 spots into supercluster again cost ~20 ms of a change at 4× CPU. An
 * index holds only keys, counts and positions (a spot's key is its position), never a listing.
 */
const recentIndexes = new Map<string, Supercluster<SpotProps, { n: number; first: string }>>();
const RECENT_INDEXES = 4;

/**
 * A position as the index's id spells it, kept per position array: groupListings gives a spot the
 * same array from one change to the next, and turning 5,000 positions into text again was a few ms
 * of each change at 4× CPU.
 */
const positionTexts = new WeakMap<readonly [number, number], string>();

function positionText(p: readonly [number, number]) {
  let text = positionTexts.get(p);
  if (text === undefined) {
    text = `${p[0]},${p[1]}`;
    positionTexts.set(p, text);
  }
  return text;
}

/** The spots, indexed for clustering (supercluster); built again only for a set not seen lately. */
export function indexSpots<T extends MappableListing>(
  groups: readonly ListingGroup<T>[],
  maxZoom: number,
) {
  let id = String(maxZoom);
  // The exact position (a key is the position rounded) and the count: all the index holds.
  for (const g of groups) id += `|${positionText(g.position)}*${g.listings.length}`;
  const cached = recentIndexes.get(id);
  if (cached) {
    // Most recently used last: the first entry is the one to drop.
    recentIndexes.delete(id);
    recentIndexes.set(id, cached);
    return cached;
  }
  const index = buildIndex(groups, maxZoom);
  recentIndexes.set(id, index);
  for (const old of recentIndexes.keys()) {
    if (recentIndexes.size <= RECENT_INDEXES) break;
    recentIndexes.delete(old);
  }
  return index;
}

function buildIndex<T extends MappableListing>(
  groups: readonly ListingGroup<T>[],
  maxZoom: number,
) {
  // Clusters up to one level below the closest zoom: there, every spot has its own bubble.
  const index = new Supercluster<SpotProps, { n: number; first: string }>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's world is 256 px wide at zoom 0 (supercluster's default is 512): radius in screen px.
    extent: 256,
    maxZoom: maxZoom - 1,
    map: (props) => ({ n: props.n, first: props.key }),
    reduce: (sum, props) => {
      sum.n += props.n;
      if (props.first < sum.first) sum.first = props.first;
    },
  });
  index.load(
    groups.map((g) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [g.position[1], g.position[0]] },
      properties: { key: g.key, n: g.listings.length },
    })),
  );
  return index;
}
export type SpotIndex = ReturnType<typeof indexSpots>;

/**
 * What the map draws in `bbox` ([west, south, east, north]) at `zoom`: the keys of the spots that
 * keep their own bubble, and the clusters standing for the others.
 */
export function clusterSpots(
  index: SpotIndex,
  bbox: [number, number, number, number],
  zoom: number,
) {
  const spotKeys = new Set<string>();
  const clusters: SpotCluster[] = [];
  for (const f of index.getClusters(bbox, Math.round(zoom))) {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    const p = f.properties;
    if ('cluster' in p && p.cluster) {
      clusters.push({
        key: `${Math.round(zoom)}:${p.first}`,
        position: [lat, lon],
        count: p.n,
        expansionZoom: index.getClusterExpansionZoom(p.cluster_id),
      });
    } else {
      spotKeys.add((p as SpotProps).key);
    }
  }
  return { spotKeys, clusters };
}
