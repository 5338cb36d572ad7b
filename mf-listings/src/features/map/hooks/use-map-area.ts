import type L from 'leaflet';
import { useEffect, useState } from 'react';

/** The visible area plus a quarter screen around it, and the zoom. */
export interface MapArea {
  bounds: L.LatLngBounds;
  zoom: number;
}

/** Null when the map has no size (not laid out yet, or jsdom): no meaningful view. */
function readArea(map: L.Map): MapArea | null {
  return map.getSize().x > 0 ? { bounds: map.getBounds().pad(0.25), zoom: map.getZoom() } : null;
}

/**
 * The map's area, again after each pan, zoom or resize. A map just handed over is read during
 * the render that gets it, not in an effect after it. Otherwise that render has no area, and the
 * markers drawn from it would cover every spot: thousands of markers made and then dropped when
 * the map wakes.
 */
export function useMapArea(map: L.Map | null): MapArea | null {
  const [state, setState] = useState<{ map: L.Map | null; area: MapArea | null }>({
    map: null,
    area: null,
  });
  let { area } = state;
  if (state.map !== map) {
    area = map ? readArea(map) : null;
    setState({ map, area });
  }
  useEffect(() => {
    if (!map) return;
    const update = () =>
      setState((was) => {
        const area = readArea(map);
        const same =
          was.map === map &&
          (area === was.area ||
            (area &&
              was.area &&
              area.zoom === was.area.zoom &&
              area.bounds.equals(was.area.bounds)));
        return same ? was : { map, area };
      });
    // A size it got after the render that read it (laid out late) is read here.
    update();
    map.on('moveend resize', update);
    return () => {
      map.off('moveend resize', update);
    };
  }, [map]);
  return area;
}
