import type L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { clusterSpots, indexSpots, type SpotCluster } from '../utils/cluster-spots';
import type { ListingGroup, MappableListing } from '../utils/group-listings';

interface View {
  bbox: [number, number, number, number];
  zoom: number;
}

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
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      if (map.getSize().x === 0) return setView(null);
      // Clusters just outside the edge count too: a bubble whose spot is off screen may show.
      const b = map.getBounds().pad(0.25);
      setView({
        bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
        zoom: map.getZoom(),
      });
    };
    update();
    map.on('moveend resize', update);
    return () => {
      map.off('moveend resize', update);
    };
  }, [map]);

  const maxZoom = map?.getMaxZoom() ?? 18;
  const index = useMemo(
    () => indexSpots(groups, Number.isFinite(maxZoom) ? maxZoom : 18),
    [groups, maxZoom],
  );

  return useMemo(() => {
    if (!view) return { spots: groups, clusters: [] };
    const { spotKeys, clusters } = clusterSpots(index, view.bbox, view.zoom);
    const spots = groups.filter((g) => spotKeys.has(g.key) || g.key === selectedKey);
    return { spots, clusters };
  }, [view, index, groups, selectedKey]);
}
