import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { markerLabel, type ListingGroup, type MappableListing } from '../utils/group-listings';
import styles from '../components/map.module.css';

export interface MarkerListing extends MappableListing {
  title: string;
  address: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The bubble is the icon element itself (no inner wrapper), so its focus ring and click area are
 * the bubble. `iconSize: undefined` lets CSS size it; CSS `translate` (which composes with the
 * `transform` Leaflet positions markers by) puts its tip on the point.
 */
function icon(label: string, selected: boolean) {
  return L.divIcon({
    className: selected ? `${styles.bubble} ${styles.bubbleSelected}` : styles.bubble,
    html: escapeHtml(label),
    iconSize: undefined,
    iconAnchor: undefined,
  });
}

/** What a screen reader hears for a marker. */
function accessibleName(group: ListingGroup<MarkerListing>) {
  const first = group.listings[0]!;
  return group.listings.length === 1
    ? `${first.title}, $${first.price.toLocaleString('en-US')} per month`
    : `${group.listings.length} Units at ${first.address || 'this location'}`;
}

interface Entry {
  marker: L.Marker;
  label: string;
  selected: boolean;
  group: ListingGroup<MarkerListing>;
}

/**
 * The price bubbles, managed imperatively: with thousands of listings a React component per marker
 * costs too much, so markers are diffed by group key and only the changed ones touch the DOM, and
 * only spots in (or near) the visible area get a marker at all. Each is keyboard-focusable
 * (role=button, Enter or Space opens it) and carries an accessible name.
 */
export function useGroupMarkers(
  map: L.Map | null,
  groups: readonly ListingGroup<MarkerListing>[],
  selectedKey: string | null,
  onSelect: (key: string) => void,
) {
  const entries = useRef(new Map<string, Entry>());
  const layer = useRef<L.LayerGroup | null>(null);
  // Markers live longer than a render: they call the latest callback through a ref.
  const select = useRef(onSelect);
  useLayoutEffect(() => {
    select.current = onSelect;
  });

  // The visible area plus a quarter screen around it, refreshed after each pan or zoom; null when the
  // map has no size (not laid out yet, or jsdom), in which case every spot gets its marker.
  const [area, setArea] = useState<L.LatLngBounds | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => setArea(map.getSize().x > 0 ? map.getBounds().pad(0.25) : null);
    update();
    map.on('moveend resize', update);
    return () => {
      map.off('moveend resize', update);
    };
  }, [map]);

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
    for (const g of groups) {
      // The open group keeps its marker even when panned away.
      if (area && g.key !== selectedKey && !area.contains(g.position)) continue;
      seen.add(g.key);
      const label = markerLabel(g);
      const selected = g.key === selectedKey;
      const existing = entries.current.get(g.key);
      if (existing) {
        existing.group = g;
        if (existing.label !== label || existing.selected !== selected) {
          existing.marker.setIcon(icon(label, selected));
          existing.marker.setZIndexOffset(selected ? 1000 : 0);
          existing.label = label;
          existing.selected = selected;
        }
        existing.marker.getElement()?.setAttribute('aria-label', accessibleName(g));
        continue;
      }
      const marker = L.marker(g.position, {
        icon: icon(label, selected),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: selected ? 1000 : 0,
      });
      const key = g.key;
      marker.on('click', () => select.current(key));
      marker.on('keydown', (e: L.LeafletKeyboardEvent) => {
        if (e.originalEvent.key === 'Enter' || e.originalEvent.key === ' ') {
          e.originalEvent.preventDefault();
          select.current(key);
        }
      });
      marker.addTo(group);
      marker.getElement()?.setAttribute('aria-label', accessibleName(g));
      entries.current.set(key, { marker, label, selected, group: g });
    }
    for (const [key, entry] of entries.current) {
      if (!seen.has(key)) {
        entry.marker.remove();
        entries.current.delete(key);
      }
    }
  }, [map, groups, selectedKey, area]);
}
