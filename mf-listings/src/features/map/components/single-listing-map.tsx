import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { getMapTiles } from 'shared-api';
import { SINGLE_LISTING_ZOOM } from '../utils/group-listings';
import styles from './map.module.css';

/** A drawn pin (no image assets to ship or resolve): the tip sits on the point. */
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40" viewBox="0 0 24 30" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 30 12 30s12-9.2 12-18.1C24 5.3 18.6 0 12 0Z" fill="currentColor"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

/**
 * Single-listing mode: one pin at zoom 16, not interactive — a picture of where the
 * place is, that never steals the page's scroll or drag.
 */
export function SingleListingMap({
  position,
  label,
}: {
  position: readonly [number, number];
  label: string;
}) {
  const tiles = getMapTiles();
  const icon = useMemo(
    () =>
      L.divIcon({
        className: styles.pin,
        html: PIN_SVG,
        iconSize: [32, 40],
        iconAnchor: [16, 40],
      }),
    [],
  );
  const center: [number, number] = [position[0], position[1]];
  return (
    // A group, not an image: it holds the tiles' attribution link, which must stay reachable.
    <div className={styles.singleFrame} role="group" aria-label={`Map: ${label}`}>
      <MapContainer
        // A new listing gets a new map: MapContainer reads center only once.
        key={`${center[0]},${center[1]}`}
        center={center}
        zoom={SINGLE_LISTING_ZOOM}
        className={styles.map}
        dragging={false}
        zoomControl={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        boxZoom={false}
        keyboard={false}
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <Marker position={center} icon={icon} interactive={false} keyboard={false} />
      </MapContainer>
    </div>
  );
}
