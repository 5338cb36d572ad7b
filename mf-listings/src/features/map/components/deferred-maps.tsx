import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useScreenKnown } from 'shared-ui';
import type { ResultsMapProps } from './results-map';
import styles from './map.module.css';

// Leaflet is the largest part of this remote (about 42 KB of script, and its start-up is a long
// task on a phone). The maps load on their own: the results' map only where it is drawn (768 px and
// up, or a phone's map view: a phone's list never downloads it), the listing page's map when it is on the screen or nears it once
// the reader scrolls (it sits below the photos and the description: not part of the first screen,
// so not of the first load). Their frames keep the maps' space meanwhile: nothing moves.

// The results' map (results-map.tsx) is a static first view with no Leaflet, itself a chunk
// (~8 KB gzip with supercluster) that only a screen of 768 px and up asks for; Leaflet comes when
// that map is first used.
const ResultsMapChunk = lazy(() =>
  import('./results-map').then((m) => ({ default: m.ResultsMap })),
);
const SingleListingMapChunk = lazy(() =>
  import('./single-listing-map').then((m) => ({ default: m.SingleListingMap })),
);

/** The results' map, downloaded when first rendered; its frame (place and border) until then. */
export function ListingsMap(props: ResultsMapProps) {
  const frame = <div className={`${props.className ?? ''} ${styles.frame}`} />;
  // Where no screen is known the map column may be a phone's hidden one: only its frame, which
  // the site server's paint and its hydration both draw (a lazy part would not be in that HTML).
  if (!useScreenKnown()) return frame;
  return (
    <Suspense fallback={frame}>
      <ResultsMapChunk {...props} />
    </Suspense>
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
  // Without IntersectionObserver (old browsers), at once; but not where no screen is known: the
  // site server's paint (src/server/render.tsx) draws the frame, and its hydration must too.
  const noObserver = useScreenKnown() && typeof IntersectionObserver === 'undefined';
  const [seen, setNear] = useState(false);
  const near = seen || noObserver;
  useEffect(() => {
    const el = ref.current;
    if (!el || near || typeof IntersectionObserver === 'undefined') return;
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

/** The listing page's map (one pin, zoom 16), loaded as it nears the screen. */
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
