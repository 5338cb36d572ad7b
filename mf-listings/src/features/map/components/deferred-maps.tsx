import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { liveCounterpart, type MapIntent } from '../utils/map-intent';
import type { ListingsMapProps } from './listings-map';
import styles from './map.module.css';
import s from './static-map.module.css';

// Leaflet is the largest part of this remote (about 42 KB of script, and its start-up is a long
// task on a phone). The maps load on their own: the results' map only where it is drawn (768 px and
// up: a phone never downloads it), the listing page's map when it is on the screen or nears it once
// the reader scrolls (it sits below the photos and the description: not part of the first screen,
// so not of the first load). Their frames keep the maps' space meanwhile: nothing moves.

const ListingsMapChunk = lazy(() =>
  import('./listings-map').then((m) => ({ default: m.ListingsMap })),
);
// The static first view is a chunk of its own too (~8 KB gzip with supercluster): a phone, which
// never draws the results' map, does not download it either.
const StaticListingsMapChunk = lazy(() =>
  import('./static-listings-map').then((m) => ({ default: m.StaticListingsMap })),
);
const SingleListingMapChunk = lazy(() =>
  import('./single-listing-map').then((m) => ({ default: m.SingleListingMap })),
);

type ResultsMapProps = Omit<ListingsMapProps, 'onFirstFrame' | 'shownTiles' | 'takeIntents'>;

/**
 * The results' map. First a static picture of Leaflet's first frame (static-listings-map.tsx, no
 * Leaflet: ~42 KB gzip less on the first load); the live map is downloaded when the person starts to
 * use the map (pointer over it, focus in it, touch, wheel), mounted under the picture, and the
 * picture is removed once the live map shows the same pixels. Clicks on the picture meanwhile are
 * done by the live map, and focus moves to the same control there.
 */
export function ListingsMap(props: ResultsMapProps) {
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
          {/* Until it arrives, the frame alone (the map's place and border). */}
          <Suspense fallback={<div className={`${styles.frame} ${styles.fill}`} />}>
            <StaticListingsMapChunk
              listings={props.listings}
              onWake={wake}
              onIntent={onIntent}
              onTileShown={onTileShown}
              className={styles.fill}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** How far below the screen the listing's map starts downloading, once the reader scrolls. */
const NEAR = '600px';

/**
 * True once the element is on the screen, or within NEAR of it after the first scroll: a reader who
 * scrolls gets the map well before it shows, one who only looks at the first screen never pays for it.
 */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers), at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    let scrolled = false;
    let withinReach = false;
    const onScroll = () => {
      scrolled = true;
      if (withinReach) setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        withinReach = entry.isIntersecting;
        const onScreen = entry.isIntersecting && entry.boundingClientRect.top < window.innerHeight;
        if (onScreen || (withinReach && scrolled)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    // Captured: whichever box scrolls (the window today), the reader has moved.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [near]);
  return { ref, near };
}

/** The listing page's map (spec §2: one pin, zoom 16), loaded as it nears the screen. */
export function SingleListingMap(props: { position: readonly [number, number]; label: string }) {
  const { ref, near } = useNearScreen();
  const frame = (
    <div ref={ref} className={styles.singleFrame} role="group" aria-label={`Map: ${props.label}`} />
  );
  if (!near) return frame;
  return (
    <Suspense fallback={frame}>
      <SingleListingMapChunk {...props} />
    </Suspense>
  );
}
