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

/** The spots, indexed for clustering (supercluster); rebuilt when the filtered results change. */
export function indexSpots<T extends MappableListing>(
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
