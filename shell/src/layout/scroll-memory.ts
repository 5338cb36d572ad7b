import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// What the data router's <ScrollRestoration> did, for the declarative router the shell uses: a new
// page starts at the top; Back and Forward return to where that page was left. Positions are kept
// per history entry for the tab's life. A remote that puts back its own position (the listings
// list, from session storage) does so in its own effects, after this one.
//
// The entry the document was loaded at is left where it is: the page was painted before the app
// ran, so the reader may have scrolled it already, or the browser put back the position of an entry
// left by a full navigation (a link pressed before the app ran) when Back loaded it anew.

const positions = new Map<string, number>();

export function useScrollMemory() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const loadedAt = useRef(key);

  useLayoutEffect(() => {
    // The browser's own restoration would jump before the page below has rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Kept while the reader scrolls: read at navigation time, the old page may already be gone. On the
  // entry the document was loaded at, also at once: the reader may have scrolled before the app ran.
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    if (key === loadedAt.current) remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    // '#main' (the skip link) and other in-page anchors: the browser scrolls to them.
    if (hash) return;
    const left = type === 'POP' ? positions.get(key) : 0;
    if (left !== undefined) window.scrollTo(0, left);
    else if (key !== loadedAt.current) window.scrollTo(0, 0);
  }, [key, hash, type]);
}
