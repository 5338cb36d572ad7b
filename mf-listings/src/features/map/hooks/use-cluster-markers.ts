import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { SpotCluster } from '../utils/cluster-spots';
import { clusterName, Z_OFFSET } from '../utils/markers';
import styles from '../components/map.module.css';

interface Entry {
  marker: L.Marker;
  /** The latest cluster under this key: the marker's click reads it. */
  cluster: SpotCluster;
}

/**
 * The cluster bubbles (a count in a circle): a click, Enter or Space flies to the zoom where the
 * cluster comes apart. Kept by key (a zoom and a spot it holds, cluster-spots.ts), like the price
 * bubbles: a pan or a filter change adds and removes only the clusters that came or went, and the
 * others keep their element, so a focused cluster keeps focus. (Replacing them all on every pan
 * also restyled every marker after them in the pane, hundreds with thousands of listings.)
 */
export function useClusterMarkers(map: L.Map | null, clusters: readonly SpotCluster[]) {
  const layer = useRef<L.LayerGroup | null>(null);
  const entries = useRef(new Map<string, Entry>());
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    const current = entries.current;
    return () => {
      group.remove();
      current.clear();
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = layer.current;
    if (!map || !group) return;
    const seen = new Set<string>();
    for (const cluster of clusters) {
      seen.add(cluster.key);
      const kept = entries.current.get(cluster.key);
      if (kept) {
        const was = kept.cluster;
        kept.cluster = cluster;
        if (was.position[0] !== cluster.position[0] || was.position[1] !== cluster.position[1]) {
          kept.marker.setLatLng(cluster.position);
        }
        if (was.count !== cluster.count) label(kept.marker.getElement(), cluster);
        continue;
      }
      const marker = L.marker(cluster.position, {
        icon: L.divIcon({ className: styles.cluster, html: '', iconSize: undefined }),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: Z_OFFSET.cluster,
      });
      const entry: Entry = { marker, cluster };
      const open = () =>
        map.flyTo(entry.cluster.position, Math.min(entry.cluster.expansionZoom, map.getMaxZoom()));
      marker.on('click', open);
      marker.on('keydown', (e: L.LeafletKeyboardEvent) => {
        if (e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ') {
          e.originalEvent.preventDefault();
          open();
        }
      });
      marker.addTo(group);
      const el = marker.getElement();
      if (el) el.dataset.cluster = cluster.key;
      label(el, cluster);
      entries.current.set(cluster.key, entry);
    }
    for (const [key, entry] of entries.current) {
      if (seen.has(key)) continue;
      entry.marker.remove();
      entries.current.delete(key);
    }
  }, [map, clusters]);
}

function label(el: HTMLElement | undefined, cluster: SpotCluster) {
  if (!el) return;
  el.textContent = String(cluster.count);
  el.setAttribute('aria-label', clusterName(cluster.count));
}
