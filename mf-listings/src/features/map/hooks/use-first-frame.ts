import type L from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Leaflet fades a loaded tile in over 200 ms (`GridLayer._updateOpacity`); a little more. */
const TILE_FADE_MS = 250;
/** A tile server that hangs must not keep the static view (and its lost drags) for long. */
const GIVE_UP_MS = 4000;

/**
 * Calls `onFirstFrame` once the live map shows what the static first view shows: its markers placed
 * (two frames after the map exists: clusters come in a second render) and every tile the static
 * view had loaded loaded and faded in here too (tiles still loading or failed there are background
 * in both). Or when Leaflet says all its tiles are settled (`load`), or after GIVE_UP_MS.
 */
export function useFirstFrame(
  map: L.Map | null,
  tileLayer: L.TileLayer | null,
  shownTiles: (() => ReadonlySet<string>) | undefined,
  onFirstFrame: (() => void) | undefined,
) {
  const done = useRef(false);
  const callback = useRef(onFirstFrame);
  useLayoutEffect(() => {
    callback.current = onFirstFrame;
  });
  useEffect(() => {
    if (!map || !tileLayer || done.current || !callback.current) return;
    const loaded = new Set<string>();
    let settled = false;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (done.current) return;
      done.current = true;
      callback.current?.();
    };
    const check = () => {
      if (done.current || timer !== undefined) return;
      const wanted = shownTiles?.() ?? new Set<string>();
      if (!settled && ![...wanted].every((k) => loaded.has(k))) return;
      // Loaded tiles fade in: wait for the fade, then two frames for the markers to be painted.
      timer = setTimeout(
        () => {
          frame = requestAnimationFrame(() => (frame = requestAnimationFrame(finish)));
        },
        loaded.size > 0 ? TILE_FADE_MS : 0,
      );
    };
    const onTile = (e: L.TileEvent) => {
      loaded.add(`${e.coords.z}/${e.coords.x}/${e.coords.y}`);
      check();
    };
    const onLoad = () => {
      settled = true;
      check();
    };
    tileLayer.on('tileload', onTile);
    tileLayer.on('load', onLoad);
    const giveUp = setTimeout(finish, GIVE_UP_MS);
    check();
    return () => {
      tileLayer.off('tileload', onTile);
      tileLayer.off('load', onLoad);
      clearTimeout(giveUp);
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [map, tileLayer, shownTiles]);
}
