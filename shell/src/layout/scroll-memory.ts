import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// What the data router's <ScrollRestoration> did, for the declarative router the shell uses (issue
// 10): a new page starts at the top; Back and Forward return to where that page was left. Positions
// are kept per history entry for the tab's life. A remote that puts back its own position (the
// listings list, from session storage) does so in its own effects, after this one.

const positions = new Map<string, number>();

export function useScrollMemory() {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useLayoutEffect(() => {
    // The browser's own restoration would jump before the page below has rendered.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Kept while the reader scrolls: read at navigation time, the old page may already be gone.
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    // '#main' (the skip link) and other in-page anchors: the browser scrolls to them.
    if (hash) return;
    window.scrollTo(0, type === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, hash, type]);
}
