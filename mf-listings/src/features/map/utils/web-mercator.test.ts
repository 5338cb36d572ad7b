import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPUS_CENTER, DEFAULT_ZOOM } from './group-listings';
import { firstView, layerPoint, tileUrl, viewBounds, viewTiles } from './web-mercator';

/*
 * The static first view must put tiles and markers on Leaflet's pixels. Leaflet itself is the
 * reference: a real L.map in jsdom, given a container size (jsdom has no layout), opened at the
 * spec's view with a tile layer and markers, and read back (tile URLs, `_leaflet_pos`, bounds).
 */

const TEMPLATE = 'https://{s}.tiles.test/{z}/{x}/{y}{r}.png';
const maps: L.Map[] = [];
afterEach(() => {
  for (const m of maps.splice(0)) m.remove();
  document.body.innerHTML = '';
});

function leafletMap(width: number, height: number) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: width });
  Object.defineProperty(el, 'clientHeight', { value: height });
  document.body.append(el);
  const map = L.map(el, { center: [...CAMPUS_CENTER], zoom: DEFAULT_ZOOM });
  maps.push(map);
  L.tileLayer(TEMPLATE).addTo(map);
  return { el, map };
}

/** Leaflet's tiles in the order it created them: URL and offset in the container. */
function leafletTiles(el: HTMLElement) {
  return [...el.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => {
    const pos = L.DomUtil.getPosition(img);
    return { src: img.src, left: pos.x, top: pos.y };
  });
}

// Sizes of the results' map column at common desktop widths, odd ones too (half pixels).
const SIZES: [number, number][] = [
  [525, 704],
  [524, 703],
  [331, 360],
  [562, 1009],
];

describe('the first view computed without Leaflet', () => {
  it.each(SIZES)('requests the tiles Leaflet requests, at its offsets (%i × %i)', (w, h) => {
    const { el } = leafletMap(w, h);
    const view = firstView(CAMPUS_CENTER, DEFAULT_ZOOM, { x: w, y: h });
    const ours = viewTiles(view, CAMPUS_CENTER).map((t) => ({
      src: tileUrl(TEMPLATE, t),
      left: t.left,
      top: t.top,
    }));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours).toEqual(leafletTiles(el));
  });

  it('has the pixel origin and tiles checked by hand for a 525 × 704 map', () => {
    // project(43.0755, -89.41) at zoom 15: x = 256·2^15·(−89.41 + 180)/360 = 2,110,899.996,
    // y = 3,079,981.08 (Mercator); origin = round(centre − size / 2) = (2,110,637, 3,079,629).
    const view = firstView(CAMPUS_CENTER, DEFAULT_ZOOM, { x: 525, y: 704 });
    expect(view.origin).toEqual({ x: 2110637, y: 3079629 });
    const tiles = viewTiles(view, CAMPUS_CENTER);
    // x from floor((2,110,899 − 262.5) / 256) = 8244 to ceil((2,110,899 + 262.5) / 256) − 1 = 8246;
    // y from 12029 to 12032: 3 × 4 tiles.
    expect(tiles).toHaveLength(12);
    const byKey = new Map(tiles.map((t) => [t.key, t]));
    // 8244 · 256 − 2,110,637 = −173; 12029 · 256 − 3,079,629 = −205.
    expect(byKey.get('15/8244/12029')).toMatchObject({ left: -173, top: -205 });
    expect(byKey.get('15/8246/12032')).toMatchObject({ left: 339, top: 563 });
    expect(
      tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', byKey.get('15/8245/12030')!),
    ).toBe('https://tile.openstreetmap.org/15/8245/12030.png');
    // Leaflet's subdomain: |x + y| mod 3 of 'abc'; {r} is '' without detectRetina.
    expect(tileUrl(TEMPLATE, byKey.get('15/8245/12030')!)).toBe(
      'https://b.tiles.test/15/8245/12030.png',
    );
  });

  it.each(SIZES)('puts markers where Leaflet puts them (%i × %i)', (w, h) => {
    const { map } = leafletMap(w, h);
    const view = firstView(CAMPUS_CENTER, DEFAULT_ZOOM, { x: w, y: h });
    for (const at of [
      [43.0731, -89.4012],
      [43.08, -89.39],
      [43.066119, -89.423581],
      [CAMPUS_CENTER[0], CAMPUS_CENTER[1]],
    ] as [number, number][]) {
      const marker = L.marker(at).addTo(map);
      const pos = L.DomUtil.getPosition(marker.getElement()!);
      expect(layerPoint(view, ...at)).toEqual({ x: pos.x, y: pos.y });
    }
  });

  it.each(SIZES)('has the bounds Leaflet has, padded as the markers use them (%i × %i)', (w, h) => {
    const { map } = leafletMap(w, h);
    const view = firstView(CAMPUS_CENTER, DEFAULT_ZOOM, { x: w, y: h });
    for (const pad of [0, 0.25]) {
      const b = map.getBounds().pad(pad);
      const ours = viewBounds(view, pad);
      const theirs = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
      ours.forEach((v, i) => expect(v).toBeCloseTo(theirs[i]!, 9));
    }
  });

  it('draws nothing before the map has a size', () => {
    expect(
      viewTiles(firstView(CAMPUS_CENTER, DEFAULT_ZOOM, { x: 0, y: 0 }), CAMPUS_CENTER),
    ).toEqual([]);
  });
});
