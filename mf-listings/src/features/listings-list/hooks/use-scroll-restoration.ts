import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

const STORAGE_KEY = 'mf-listings:scroll';

interface SavedScroll {
  /** The query string it belongs to: a position in other results would be meaningless. */
  search: string;
  y: number;
  /** The listing opened from a card, and that card's distance from the top of the window then. */
  id?: string;
  top?: number;
}

/** The card (its `article`) of listing `id` in the results, when it is drawn. */
export function cardOf(container: HTMLElement | null, id: string): HTMLElement | null {
  const href = `/listings/${encodeURIComponent(id)}`;
  const links = container?.querySelectorAll('article a[href]') ?? [];
  const link = Array.from(links).find((a) => a.getAttribute('href') === href);
  return link?.closest('article') ?? null;
}

/**
 * The list's scroll position is saved in session storage before a listing opens and put
 * back on return. The page scrolls with the window (the list is windowed against it), so that is
 * the position kept. `ready` is true once the results are on screen at their full height.
 *
 * Rows above the window are only estimated once the list is back (it is windowed), so the old
 * `scrollY` alone landed 30–56 px off with the tapped card half under the sticky header. The card
 * opened is remembered too: after the rough jump it is put back where it was, and if that is not
 * fully in view, scrolled just into view (its scroll-margin-top clears the navbar and filter bar).
 */
export function useScrollRestoration(
  search: string,
  ready: boolean,
  container: RefObject<HTMLElement | null>,
  skip = false,
) {
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return;
    sessionStorage.removeItem(STORAGE_KEY);
    if (skip) return;
    let saved: SavedScroll;
    try {
      saved = JSON.parse(raw) as SavedScroll;
    } catch {
      return; // A damaged entry only costs the position.
    }
    if (saved.search !== search || !Number.isFinite(saved.y)) return;
    window.scrollTo(0, saved.y);
    const { id, top } = saved;
    if (id === undefined) return;
    // Twice: the first pass renders and measures the rows around the card, the second settles.
    let frames = 2;
    let handle = 0;
    const settle = () => {
      const card = cardOf(container.current, id);
      if (card) {
        if (top !== undefined && Number.isFinite(top)) {
          window.scrollBy(0, card.getBoundingClientRect().top - top);
        }
        // Optional call: jsdom (component tests) has no scrollIntoView.
        card.scrollIntoView?.({ block: 'nearest' });
      }
      if (--frames > 0) handle = requestAnimationFrame(settle);
    };
    handle = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(handle);
  }, [ready, search, container, skip]);

  return useCallback(
    (id?: string) => {
      const card = id === undefined ? null : cardOf(container.current, id);
      const entry: SavedScroll = {
        search,
        y: window.scrollY,
        ...(card && id !== undefined ? { id, top: card.getBoundingClientRect().top } : {}),
      };
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
    },
    [search, container],
  );
}
