import type L from 'leaflet';
import { useMemo } from 'react';
import { clusterSpots, indexSpots, type SpotCluster } from '../utils/cluster-spots';
import type { ListingGroup, MappableListing } from '../utils/group-listings';
import { useMapArea } from './use-map-area';

/**
 * Splits the spots into those drawn as their own bubble and clusters of spots that would overlap at
 * the current zoom. The open spot always keeps its bubble. Before the map
 * has a size (not laid out yet, or jsdom) nothing is clustered.
 */
export function useClusters<T extends MappableListing>(
  map: L.Map | null,
  groups: readonly ListingGroup<T>[],
  selectedKey: string | null,
): { spots: readonly ListingGroup<T>[]; clusters: readonly SpotCluster[] } {
  // Clusters just outside the edge count too: a bubble whose spot is off screen may show.
  const area = useMapArea(map);
  const maxZoom = map?.getMaxZoom() ?? 18;
  const index = useMemo(
    () => indexSpots(groups, Number.isFinite(maxZoom) ? maxZoom : 18),
    [groups, maxZoom],
  );

  return useMemo(() => {
    if (!area) return { spots: groups, clusters: [] };
    const b = area.bounds;
    const bbox: [number, number, number, number] = [
      b.getWest(),
      b.getSouth(),
      b.getEast(),
      b.getNorth(),
    ];
    const { spotKeys, clusters } = clusterSpots(index, bbox, area.zoom);
    const spots = groups.filter((g) => spotKeys.has(g.key) || g.key === selectedKey);
    return { spots, clusters };
  }, [area, index, groups, selectedKey]);
}
