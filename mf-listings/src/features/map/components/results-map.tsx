import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { liveCounterpart, type MapIntent } from '../utils/map-intent';
import type { ListingsMapProps } from './listings-map';
import { StaticListingsMap } from './static-listings-map';
import styles from './map.module.css';
import s from './static-map.module.css';

// Leaflet, react-leaflet and the live map: ~42 KB gzip, downloaded on the first use of the map.
const ListingsMapChunk = lazy(() =>
  import('./listings-map').then((m) => ({ default: m.ListingsMap })),
);

export type ResultsMapProps = Omit<ListingsMapProps, 'onFirstFrame' | 'shownTiles' | 'takeIntents'>;

/**
 * The results' map. First a static picture of Leaflet's first frame (static-listings-map.tsx, no
 * Leaflet: ~42 KB gzip less on the first load); the live map is downloaded when the person starts to
 * use the map (pointer over it, focus in it, touch, wheel), mounted under the picture, and the
 * picture is removed once the live map shows the same pixels. Clicks on the picture meanwhile are
 * done by the live map, and focus moves to the same control there.
 */
export function ResultsMap(props: ResultsMapProps) {
  const [awake, setAwake] = useState(false);
  const [live, setLive] = useState(false);
  const intents = useRef<MapIntent[]>([]);
  const shown = useRef(new Set<string>());
  const liveLayer = useRef<HTMLDivElement>(null);
  const staticLayer = useRef<HTMLDivElement>(null);
  // The static element that had focus at the swap: its live counterpart gets it.
  const focused = useRef<Element | null>(null);

  const wake = useCallback(() => setAwake(true), []);
  const onIntent = useCallback((i: MapIntent) => void intents.current.push(i), []);
  const onTileShown = useCallback((key: string) => void shown.current.add(key), []);
  const shownTiles = useCallback(() => shown.current, []);
  const takeIntents = useCallback(() => intents.current.splice(0), []);
  const onFirstFrame = useCallback(() => {
    const active = document.activeElement;
    focused.current = active && staticLayer.current?.contains(active) ? active : null;
    setLive(true);
  }, []);
  useLayoutEffect(() => {
    if (!live || !focused.current || !liveLayer.current) return;
    liveCounterpart(liveLayer.current, focused.current)?.focus();
    focused.current = null;
  }, [live]);

  return (
    <div className={`${s.stack} ${props.className ?? ''}`}>
      {awake && (
        // Inert until it replaces the picture: no focus or click reaches it under the picture.
        <div ref={liveLayer} className={s.layer} inert={!live}>
          <Suspense fallback={null}>
            <ListingsMapChunk
              {...props}
              className={styles.fill}
              onFirstFrame={onFirstFrame}
              shownTiles={shownTiles}
              takeIntents={takeIntents}
            />
          </Suspense>
        </div>
      )}
      {!live && (
        <div ref={staticLayer} className={s.layer}>
          <StaticListingsMap
            listings={props.listings}
            onWake={wake}
            onIntent={onIntent}
            onTileShown={onTileShown}
            className={styles.fill}
          />
        </div>
      )}
    </div>
  );
}
