import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useState } from 'react';
import type { ListingGroup, MappableListing } from '../utils/group-listings';
import { RECENTER_SECONDS, SINGLE_LISTING_ZOOM } from '../utils/group-listings';

/**
 * The map keeps the spec's fixed campus view, so filters can leave every result off screen: an
 * empty map and no hint. This counts the results outside the current view (again after each pan,
 * zoom or resize) and offers to fit the view to all of them.
 */
export function useOutsideView<T extends MappableListing>(
  map: LeafletMap | null,
  groups: readonly ListingGroup<T>[],
) {
  const [outside, setOutside] = useState(0);

  useEffect(() => {
    if (!map) return;
    const count = () => {
      const size = map.getSize();
      // A map not laid out yet (no size) has no meaningful view.
      if (size.x === 0 || size.y === 0) return setOutside(0);
      const view = map.getBounds();
      let n = 0;
      for (const g of groups) if (!view.contains(g.position)) n += g.listings.length;
      setOutside(n);
    };
    count();
    map.on('moveend zoomend resize', count);
    return () => {
      map.off('moveend zoomend resize', count);
    };
  }, [map, groups]);

  const fitAll = useCallback(() => {
    if (!map || groups.length === 0) return;
    const bounds = latLngBounds(groups.map((g) => g.position));
    map.flyToBounds(bounds, {
      padding: [48, 48],
      maxZoom: SINGLE_LISTING_ZOOM,
      duration: RECENTER_SECONDS,
    });
  }, [map, groups]);

  return { outside, fitAll };
}
