import L from 'leaflet';

/**
 * Leaflet places markers with `translate3d`, which Chromium gives a compositor layer of its own:
 * with hundreds of markers every filter change re-layerised and committed hundreds of layers, more
 * work than the change itself. The rule for every marker of ours (bubbles, clusters, and the static
 * first view's buttons): a 2D `translate`, which puts the same pixels in the same place and paints
 * the marker into the marker pane's layer, which pans and zooms as one.
 */
export class FlatMarker extends L.Marker {
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
