import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { markerLabel, type ListingGroup } from '../utils/group-listings';
import { useMapArea } from './use-map-area';
import { bubbleClassName, markerName, Z_OFFSET, type MarkerListing } from '../utils/markers';

/**
 * The bubble is the icon element itself (no inner wrapper), so its focus ring and click area are
 * the bubble. No `iconSize` or `iconAnchor`: CSS sizes it, and CSS `translate` (which composes with
 * the `transform` Leaflet positions markers by) puts its tip on the point. The label goes in as
 * text: `L.divIcon` would parse it as HTML, once per marker, which was the largest single cost of
 * a filter change that brings back hundreds of markers.
 */
class BubbleIcon extends L.Icon {
  readonly label: string;
  readonly selected: boolean;

  constructor(label: string, selected: boolean) {
    super({ iconUrl: '' });
    this.label = label;
    this.selected = selected;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    // Like L.DivIcon: a marker changing icons keeps its element.
    const div = oldIcon?.tagName === 'DIV' ? oldIcon : document.createElement('div');
    div.textContent = this.label;
    div.className = bubbleClassName(this.selected);
    return div;
  }

  override createShadow(): HTMLElement {
    // Typed as HTMLElement, but Leaflet (like L.DivIcon) takes null for "no shadow".
    return null as unknown as HTMLElement;
  }
}

/** Icons are plain values: one per label and state, shared by every marker that shows it. */
const icons = new Map<string, BubbleIcon>();
function icon(label: string, selected: boolean) {
  const key = `${selected ? 1 : 0}${label}`;
  let found = icons.get(key);
  if (!found) {
    found = new BubbleIcon(label, selected);
    icons.set(key, found);
  }
  return found;
}

/**
 * Leaflet places markers with `translate3d`, which Chromium gives a compositor layer of its own:
 * with hundreds of markers every filter change re-layerised and committed hundreds of layers, more
 * work than the change itself. A 2D `translate` puts the same pixels in the same place, and the
 * bubbles are painted into the marker pane's layer, which pans and zooms as one.
 */
class BubbleMarker extends L.Marker {
  // Leaflet 1.9's positioning hook (also used by the zoom animation); not in its public types.
  _setPos(pos: L.Point) {
    (L.Marker.prototype as unknown as { _setPos(this: L.Marker, p: L.Point): void })._setPos.call(
      this,
      pos,
    );
    const el = this.getElement();
    if (el) el.style.transform = `translate(${pos.x}px, ${pos.y}px)`;
  }
}

interface Entry {
  marker: L.Marker;
  label: string;
  name: string;
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
  // Keys of markers a filter took away while their spot is still in the area: kept, out of sight.
  const hidden = useRef(new Set<string>());
  // Markers live longer than a render: they call the latest callback through a ref.
  const select = useRef(onSelect);
  useLayoutEffect(() => {
    select.current = onSelect;
  });

  // The visible area plus a quarter screen around it; null when the map has no size (not laid out
  // yet, or jsdom), in which case every spot gets its marker.
  const area = useMapArea(map)?.bounds ?? null;

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    const current = entries.current;
    const hiddenKeys = hidden.current;
    return () => {
      group.remove();
      current.clear();
      hiddenKeys.clear();
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
        if (hidden.current.delete(g.key)) {
          existing.marker.getElement()?.style.removeProperty('display');
        }
        if (existing.selected !== selected) {
          existing.marker.setIcon(icon(label, selected));
          existing.marker.setZIndexOffset(selected ? Z_OFFSET.selected : Z_OFFSET.bubble);
          existing.label = label;
          existing.selected = selected;
        } else if (existing.label !== label) {
          // Most spots hold several listings, so most counts ('5 Units') change with a filter. Only
          // the text changes: `setIcon` would reset the element's classes and restyle every bubble.
          existing.marker.options.icon = icon(label, selected);
          const text = existing.marker.getElement()?.firstChild;
          if (text) text.nodeValue = label;
          existing.label = label;
        }
        // Only a changed name touches the DOM: hundreds of markers stay as they are on a filter change.
        const name = markerName(g);
        if (existing.name !== name) {
          existing.marker.getElement()?.setAttribute('aria-label', name);
          existing.name = name;
        }
        continue;
      }
      const marker = new BubbleMarker(g.position, {
        icon: icon(label, selected),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: selected ? Z_OFFSET.selected : Z_OFFSET.bubble,
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
      const name = markerName(g);
      const el = marker.getElement();
      el?.setAttribute('aria-label', name);
      // The static first view's bubble of this spot has the same; focus moves here at the swap.
      if (el) el.dataset.spot = key;
      entries.current.set(key, { marker, label, name, selected, group: g });
    }
    for (const [key, entry] of entries.current) {
      if (seen.has(key)) continue;
      if (area && !area.contains(entry.group.position)) {
        entry.marker.remove();
        entries.current.delete(key);
        hidden.current.delete(key);
      } else if (!hidden.current.has(key)) {
        // A filter took it away: hide it rather than remove it. Removing a child restyles every
        // later sibling in the marker pane (a shared `~ *` rule marks the pane's children as
        // sibling-dependent), hundreds of bubbles per filter change; and the next filter change
        // often brings the spot back, which is then one style change instead of a new marker.
        // `display: none` also takes it out of the tab order and the accessibility tree.
        entry.marker.getElement()?.style.setProperty('display', 'none');
        hidden.current.add(key);
      }
    }
  }, [map, groups, selectedKey, area]);
}
