import { useCallback, useLayoutEffect, useRef } from 'react';

const STORAGE_KEY = 'mf-listings:scroll';

interface SavedScroll {
  /** The query string it belongs to: a position in other results would be meaningless. */
  search: string;
  y: number;
}

/**
 * Spec §2: the list's scroll position is saved in session storage before a listing opens and put
 * back on return. The page scrolls with the window (the list is windowed against it), so that is
 * the position kept. `ready` is true once the results are on screen at their full height.
 */
export function useScrollRestoration(search: string, ready: boolean) {
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return;
    sessionStorage.removeItem(STORAGE_KEY);
    try {
      const saved = JSON.parse(raw) as SavedScroll;
      if (saved.search === search && Number.isFinite(saved.y)) window.scrollTo(0, saved.y);
    } catch {
      // A damaged entry only costs the position.
    }
  }, [ready, search]);

  return useCallback(() => {
    const entry: SavedScroll = { search, y: window.scrollY };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
  }, [search]);
}
