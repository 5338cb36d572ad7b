import { useLayoutEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { getMapTiles } from 'shared-api';
import { assignSlots } from '../utils/cluster-slots';
import { clusterSpots, indexSpots } from '../utils/cluster-spots';
import { CAMPUS_CENTER, DEFAULT_ZOOM, groupListings, markerLabel } from '../utils/group-listings';
import { MAP_NAME, type MapIntent } from '../utils/map-intent';
import {
  bubbleClassName,
  clusterClassName,
  clusterName,
  markerName,
  Z_OFFSET,
  type MarkerListing,
} from '../utils/markers';
import {
  boundsContain,
  firstView,
  layerPoint,
  tileUrl,
  viewBounds,
  viewTiles,
} from '../utils/web-mercator';
import { OutsideLine } from './outside-line';
import styles from './map.module.css';
import s from './static-map.module.css';

/** The live map's highest zoom (a TileLayer's default maxZoom): clusters are indexed below it. */
const MAX_ZOOM = 18;

/** Leaflet's attribution prefix (`Control.Attribution`), its flag and separator included. */
const LEAFLET_PREFIX =
  '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps"><svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8" class="leaflet-attribution-flag"><path fill="#4C7BE1" d="M0 0h12v4H0z"/><path fill="#FFD500" d="M0 4h12v3H0z"/><path fill="#E0BC00" d="M0 7h12v1H0z"/></svg> Leaflet</a>';

export interface StaticListingsMapProps {
  listings: readonly MarkerListing[];
  /** The person started to use the map (pointer, focus, touch, wheel): time to load Leaflet. */
  onWake: () => void;
  /** A click that the live map must do once it is there. */
  onIntent: (intent: MapIntent) => void;
  /** Tiles this view shows (loaded): the live map replaces it once it shows them too. */
  onTileShown?: (key: string) => void;
  className?: string;
}

/**
 * The results' map as Leaflet draws its first frame (the default view), without Leaflet: tiles,
 * price bubbles and clusters on the same pixels, the zoom bar, the attribution, RECENTER and the
 * outside-the-map line. Drawn by React, so filters redraw it; any use of it wakes the live map
 * (deferred-maps.tsx), which replays what was clicked here.
 */
export function StaticListingsMap({
  listings,
  onWake,
  onIntent,
  onTileShown,
  className,
}: StaticListingsMapProps) {
  const area = useRef<HTMLDivElement>(null);
  // Leaflet's `getSize()`: the container's client size, read before the first paint.
  const [size, setSize] = useState({ x: 0, y: 0 });
  useLayoutEffect(() => {
    const el = area.current!;
    const read = () =>
      setSize((was) =>
        was.x === el.clientWidth && was.y === el.clientHeight
          ? was
          : { x: el.clientWidth, y: el.clientHeight },
      );
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const tiles = getMapTiles();
  const view = useMemo(() => firstView(CAMPUS_CENTER, DEFAULT_ZOOM, size), [size]);
  const groups = useMemo(() => groupListings(listings), [listings]);
  const index = useMemo(() => indexSpots(groups, MAX_ZOOM), [groups]);
  const laidOut = size.x > 0 && size.y > 0;
  // As use-clusters and use-group-markers: only what is in the view and a quarter around it; with
  // no size (jsdom) every spot keeps its bubble and nothing is clustered or counted outside.
  const { spots, clusters, outside } = useMemo(() => {
    if (!laidOut) return { spots: groups, clusters: [], outside: 0 };
    const { spotKeys, clusters } = clusterSpots(index, viewBounds(view, 0.25), view.zoom);
    const visible = viewBounds(view);
    let outside = 0;
    for (const g of groups) if (!boundsContain(visible, g.position)) outside += g.listings.length;
    return { spots: groups.filter((g) => spotKeys.has(g.key)), clusters, outside };
  }, [laidOut, groups, index, view]);
  // The cluster buttons' React keys: slots that the buttons of the last drawing hand on.
  const [drawn, setDrawn] = useState(() => ({
    clusters,
    slots: assignSlots(new Map(), clusters),
  }));
  let { slots } = drawn;
  if (drawn.clusters !== clusters) {
    slots = assignSlots(slots, clusters);
    setDrawn({ clusters, slots });
  }

  const act = (intent: MapIntent) => (e: SyntheticEvent) => {
    e.preventDefault();
    onWake();
    onIntent(intent);
  };

  return (
    <div
      className={`${styles.frame} ${className ?? ''}`}
      data-static-map=""
      onPointerEnter={onWake}
      // A pointer already resting here when the picture appeared never enters it: its first move
      // or press wakes the map too.
      onPointerMove={onWake}
      onPointerDown={onWake}
      onFocus={onWake}
      onTouchStart={onWake}
      onWheel={onWake}
    >
      <div
        ref={area}
        className={`${styles.map} ${s.area}`}
        role="group"
        aria-label={MAP_NAME}
        // The live map's container is focusable (Leaflet's keyboard panning): the same tab order
        // here, and focus on it wakes the live map, which then takes the focus at its container.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-control="map"
      >
        <div className={s.tiles}>
          {laidOut &&
            viewTiles(view, CAMPUS_CENTER).map((t) => (
              <StaticTile
                key={t.key}
                src={tileUrl(tiles.url, t)}
                left={t.left}
                top={t.top}
                onShown={() => onTileShown?.(t.key)}
              />
            ))}
        </div>
        <div className={s.markers}>
          {spots.map((g) => {
            const p = layerPoint(view, g.position[0], g.position[1]);
            return (
              <button
                key={g.key}
                type="button"
                className={`${bubbleClassName(false)} ${s.marker} leaflet-interactive`}
                // Leaflet's `Marker._setPos` and `_zIndex`: the point's pixel, stacked by its y.
                style={{
                  transform: `translate(${p.x}px, ${p.y}px)`,
                  zIndex: p.y + Z_OFFSET.bubble,
                }}
                aria-label={markerName(g)}
                data-spot={g.key}
                onClick={act({ kind: 'spot', key: g.key })}
              >
                {markerLabel(g)}
              </button>
            );
          })}
          {clusters.map((c) => {
            const p = layerPoint(view, c.position[0], c.position[1]);
            return (
              <button
                key={slots.get(c.key)}
                type="button"
                className={`${clusterClassName} ${s.marker} leaflet-interactive`}
                // `translate3d`, as Leaflet places the live clusters: the same pixels at the swap.
                // A 2D translate on both was measured: no faster, and its anti-aliasing differs
                // (docs/decisions/2026-11-27-filter-frame.md).
                style={{
                  transform: `translate3d(${p.x}px, ${p.y}px, 0px)`,
                  zIndex: p.y + Z_OFFSET.cluster,
                }}
                aria-label={clusterName(c.count)}
                data-cluster={c.key}
                onClick={act({
                  kind: 'cluster',
                  position: c.position,
                  expansionZoom: c.expansionZoom,
                })}
              >
                {c.count}
              </button>
            );
          })}
        </div>
        <div className={s.topLeft}>
          <div className={s.zoom}>
            <button
              type="button"
              title="Zoom in"
              aria-label="Zoom in"
              data-control="zoom-in"
              onClick={act({ kind: 'zoom', delta: 1 })}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button
              type="button"
              title="Zoom out"
              aria-label="Zoom out"
              data-control="zoom-out"
              onClick={act({ kind: 'zoom', delta: -1 })}
            >
              <span aria-hidden="true">&#x2212;</span>
            </button>
          </div>
        </div>
        <div className={s.bottomRight}>
          <div
            className={s.attribution}
            // As Leaflet does (innerHTML): the attribution is the site's own config, not user input.
            dangerouslySetInnerHTML={{
              __html: `${LEAFLET_PREFIX} <span aria-hidden="true">|</span> ${tiles.attribution}`,
            }}
          />
        </div>
      </div>
      <button
        type="button"
        className={styles.recenter}
        data-control="recenter"
        onClick={act({ kind: 'recenter' })}
      >
        RECENTER
      </button>
      <OutsideLine outside={outside} onShowAll={act({ kind: 'fit-all' })} />
    </div>
  );
}

/** A tile image, shown once loaded; a failed one leaves the frame's background, as in Leaflet. */
function StaticTile(props: { src: string; left: number; top: number; onShown: () => void }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      className={`${s.tile} ${loaded ? s.tileLoaded : ''}`}
      src={props.src}
      alt=""
      role="presentation"
      width={256}
      height={256}
      style={{
        width: 256,
        height: 256,
        transform: `translate3d(${props.left}px, ${props.top}px, 0px)`,
      }}
      onLoad={() => {
        setLoaded(true);
        props.onShown();
      }}
    />
  );
}
