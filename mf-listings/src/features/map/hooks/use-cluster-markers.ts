import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { SpotCluster } from '../utils/cluster-spots';
import { clusterName, Z_OFFSET } from '../utils/markers';
import styles from '../components/map.module.css';

/**
 * The cluster bubbles (a count in a circle): a click, Enter or Space flies to the zoom where the
 * cluster comes apart. Few at a time (one per crowded area), so they are simply replaced when the
 * clusters change.
 */
export function useClusterMarkers(map: L.Map | null, clusters: readonly SpotCluster[]) {
  const layer = useRef<L.LayerGroup | null>(null);
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    return () => {
      group.remove();
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = layer.current;
    if (!map || !group) return;
    group.clearLayers();
    for (const c of clusters) {
      const marker = L.marker(c.position, {
        icon: L.divIcon({ className: styles.cluster, html: '', iconSize: undefined }),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: Z_OFFSET.cluster,
      });
      const open = () => map.flyTo(c.position, Math.min(c.expansionZoom, map.getMaxZoom()));
      marker.on('click', open);
      marker.on('keydown', (e: L.LeafletKeyboardEvent) => {
        if (e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ') {
          e.originalEvent.preventDefault();
          open();
        }
      });
      marker.addTo(group);
      const el = marker.getElement();
      if (el) {
        el.textContent = String(c.count);
        el.setAttribute('aria-label', clusterName(c.count));
        el.dataset.cluster = c.key;
      }
    }
  }, [map, clusters]);
}
