import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap, TileLayer as LeafletTileLayer } from 'leaflet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { getMapTiles, type Listing } from 'shared-api';
import { useClusterMarkers } from '../hooks/use-cluster-markers';
import { useClusters } from '../hooks/use-clusters';
import { useFirstFrame } from '../hooks/use-first-frame';
import { useGroupMarkers } from '../hooks/use-group-markers';
import { useMapPreview } from '../hooks/use-map-preview';
import { useOutsideView } from '../hooks/use-outside-view';
import {
  CAMPUS_CENTER,
  DEFAULT_ZOOM,
  RECENTER_SECONDS,
  groupListings,
} from '../utils/group-listings';
import { MAP_NAME, settleIntents, type MapIntent } from '../utils/map-intent';
import { OutsideLine } from './outside-line';
import { PreviewCard } from './preview-card';
import styles from './map.module.css';

export interface ListingsMapProps {
  /** The filtered results: the map shows exactly what the list shows. */
  listings: readonly Listing[];
  onToggleSave: (listing: Listing) => void;
  isSaving: (id: string) => boolean;
  onOpen?: () => void;
  /** Tells the page which listings the open preview covers, so their cards can light up. */
  onSelectionChange?: (ids: ReadonlySet<string> | null) => void;
  className?: string;
  /**
   * Mounted under its static first view (deferred-maps.tsx): called once this map shows what that
   * view shows (`shownTiles`: the tiles it had loaded), then `takeIntents` gives what was clicked
   * there meanwhile, which this map then does.
   */
  onFirstFrame?: () => void;
  shownTiles?: () => ReadonlySet<string>;
  takeIntents?: () => readonly MapIntent[];
}

/**
 * The results on a map: price bubbles, grouped by spot, a preview card on click and a RECENTER
 * button; bubbles that would overlap are clustered. Tiles and attribution come from the app config
 * (shared-api's getMapTiles).
 */
export function ListingsMap({
  listings,
  onToggleSave,
  isSaving,
  onOpen,
  onSelectionChange,
  className,
  onFirstFrame,
  shownTiles,
  takeIntents,
}: ListingsMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tileLayer, setTileLayer] = useState<LeafletTileLayer | null>(null);
  const groups = useMemo(() => groupListings(listings), [listings]);
  const tiles = getMapTiles();

  const recenter = useCallback(() => {
    map?.flyTo(CAMPUS_CENTER as [number, number], DEFAULT_ZOOM, { duration: RECENTER_SECONDS });
  }, [map]);
  const preview = useMapPreview(groups, recenter);
  const selectedKey = preview.group?.key ?? null;

  // Spots that would overlap at this zoom are drawn as clusters (a count that zooms in).
  const { spots, clusters } = useClusters(map, groups, selectedKey);
  useGroupMarkers(map, spots, selectedKey, preview.open);
  useClusterMarkers(map, clusters);
  const { outside, fitAll } = useOutsideView(map, groups);

  // After the markers' effects (declared above): the static view goes, then its clicks are replayed.
  const { open } = preview;
  const firstFrame = useCallback(() => {
    onFirstFrame?.();
    if (!map || !takeIntents) return;
    const { zoom, action } = settleIntents(takeIntents());
    if (zoom !== 0) map.setZoom(map.getZoom() + zoom);
    if (action?.kind === 'spot') open(action.key);
    else if (action?.kind === 'cluster') {
      map.flyTo(action.position, Math.min(action.expansionZoom, map.getMaxZoom()));
    } else if (action?.kind === 'recenter') recenter();
    else if (action?.kind === 'fit-all') fitAll();
  }, [onFirstFrame, takeIntents, map, open, recenter, fitAll]);
  useFirstFrame(map, tileLayer, shownTiles, onFirstFrame ? firstFrame : undefined);

  const { close } = preview;
  const previewOpen = selectedKey !== null;
  useEffect(() => {
    if (!map || !previewOpen) return;
    // Marker clicks do not bubble to the map, so this is a click on the empty map.
    map.on('click', close);
    return () => {
      map.off('click', close);
    };
  }, [map, previewOpen, close]);

  useEffect(() => {
    // MapContainer passes no ARIA attributes to its element (an `aria-label` prop was silently
    // dropped): named here, as the static first view names its box.
    const el = map?.getContainer();
    el?.setAttribute('role', 'group');
    el?.setAttribute('aria-label', MAP_NAME);
  }, [map]);

  const selectedIds = useMemo(
    () => (preview.group ? new Set(preview.group.listings.map((l) => l.id)) : null),
    [preview.group],
  );
  useEffect(() => onSelectionChange?.(selectedIds), [selectedIds, onSelectionChange]);

  const current = preview.group?.listings[preview.index];
  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      <MapContainer
        ref={setMap}
        center={CAMPUS_CENTER as [number, number]}
        zoom={DEFAULT_ZOOM}
        doubleClickZoom={false}
        className={styles.map}
      >
        <TileLayer ref={setTileLayer} url={tiles.url} attribution={tiles.attribution} />
      </MapContainer>
      <button type="button" className={styles.recenter} data-control="recenter" onClick={recenter}>
        RECENTER
      </button>
      <OutsideLine outside={outside} onShowAll={fitAll} />
      {preview.group && current && (
        <div className={styles.previewSlot}>
          <PreviewCard
            listings={preview.group.listings}
            index={preview.index}
            onStep={preview.step}
            onClose={preview.close}
            onToggleSave={onToggleSave}
            saving={isSaving(current.id)}
            onOpen={onOpen}
          />
        </div>
      )}
    </div>
  );
}
