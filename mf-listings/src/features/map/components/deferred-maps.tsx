import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ListingsMapProps } from './listings-map';
import styles from './map.module.css';

// Leaflet is the largest part of this remote (about 45 KB of script, and its start-up is a long
// task on a phone). The maps load on their own: the results' map only where it is drawn (768 px and
// up: a phone never downloads it), the listing page's map when it nears the screen (it sits below
// the photos and the description). Their frames keep the maps' space meanwhile: nothing moves.

const ListingsMapChunk = lazy(() =>
  import('./listings-map').then((m) => ({ default: m.ListingsMap })),
);
const SingleListingMapChunk = lazy(() =>
  import('./single-listing-map').then((m) => ({ default: m.SingleListingMap })),
);

/** The results' map, downloaded when first rendered; an empty frame of its size until then. */
export function ListingsMap(props: ListingsMapProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <ListingsMapChunk {...props} />
    </Suspense>
  );
}

/** How far below the screen the listing's map starts downloading. */
const NEAR = '600px';

function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers), at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The listing page's map (spec §2: one pin, zoom 16), loaded as it nears the screen. */
export function SingleListingMap(props: { position: readonly [number, number]; label: string }) {
  const { ref, near } = useNearScreen();
  const frame = (
    <div ref={ref} className={styles.singleFrame} role="img" aria-label={`Map: ${props.label}`} />
  );
  if (!near) return frame;
  return (
    <Suspense fallback={frame}>
      <SingleListingMapChunk {...props} />
    </Suspense>
  );
}
