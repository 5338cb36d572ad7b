import { renderHook } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpotCluster } from '../utils/cluster-spots';
import { useClusterMarkers } from './use-cluster-markers';

const cluster = (key: string, count: number, lat = 43.07): SpotCluster => ({
  key,
  position: [lat, -89.4],
  count,
  expansionZoom: 16,
});

let holder: HTMLElement | null = null;
afterEach(() => holder?.remove());

/** A real Leaflet map in the page (jsdom has no layout: size 0, which Leaflet accepts). */
function liveMap() {
  holder = document.createElement('div');
  document.body.append(holder);
  return L.map(holder).setView([43.07, -89.4], 14);
}

const element = (key: string) => document.querySelector<HTMLElement>(`[data-cluster="${key}"]`);

describe('useClusterMarkers', () => {
  it('keeps the element of a cluster still in view across a pan, focus included', () => {
    const map = liveMap();
    const { rerender } = renderHook(({ clusters }) => useClusterMarkers(map, clusters), {
      initialProps: { clusters: [cluster('14:a', 12), cluster('14:b', 30)] },
    });
    const kept = element('14:b')!;
    kept.focus();
    expect(kept).toHaveFocus();

    // Panned: '14:a' left the area, '14:c' came in, '14:b' now counts 31 a little further on.
    rerender({ clusters: [cluster('14:b', 31, 43.075), cluster('14:c', 8)] });

    expect(element('14:a')).toBeNull();
    expect(element('14:b')).toBe(kept);
    expect(kept).toHaveFocus();
    expect(kept).toHaveTextContent('31');
    expect(kept).toHaveAccessibleName('31 listings here, zoom in to see them');
    expect(element('14:c')).toHaveTextContent('8');
    expect(document.querySelectorAll('[data-cluster]')).toHaveLength(2);
  });

  it('opens where the cluster is now, after it moved', () => {
    const map = liveMap();
    const { rerender } = renderHook(({ clusters }) => useClusterMarkers(map, clusters), {
      initialProps: { clusters: [cluster('14:a', 12)] },
    });
    rerender({ clusters: [cluster('14:a', 12, 43.08)] });
    const flights: [number, number, number][] = [];
    map.flyTo = ((to: L.LatLngExpression, zoom?: number) => {
      const at = L.latLng(to);
      flights.push([at.lat, at.lng, zoom ?? -1]);
      return map;
    }) as L.Map['flyTo'];
    element('14:a')!.click();
    expect(flights).toEqual([[43.08, -89.4, 16]]);
  });
});
