import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { cardOf } from './use-scroll-restoration';

const STORAGE_KEY = 'mf-listings:list-place';

interface ListPlace {
  /** The list's query string (without the view): other results start at the top. */
  search: string;
  y: number;
  /** The first card not under the pinned bars, and its distance from the top of the window. */
  id?: string;
  top?: number;
}

const normalise = (search: string) => new URLSearchParams(search).toString();

/** The first card whose bottom is below the sticky bars (the phone filter bar, found by role). */
function firstCardInView(container: HTMLElement): { id: string; top: number } | null {
  const bar = container.ownerDocument.querySelector('[role="search"]');
  const clear = bar ? bar.getBoundingClientRect().bottom : 0;
  for (const card of Array.from(container.querySelectorAll('article'))) {
    const rect = card.getBoundingClientRect();
    const href = card.querySelector('a[href^="/listings/"]')?.getAttribute('href');
    if (rect.bottom > clear && href) {
      return { id: decodeURIComponent(href.slice('/listings/'.length)), top: rect.top };
    }
  }
  return null;
}

/**
 * Where the phone's list was when the map replaced it, put back when the list returns (Back or
 * 'List'). The list is unmounted meanwhile (its rows are windowed against the page scroll, and a
 * hidden list measures 0), so it comes back with estimated rows above the window: the card that was
 * at the top is put back at the same height, as on return from a listing. Session storage, so a
 * listing opened from the map and Back, Back still finds it.
 *
 * The shell scrolls every new history entry to the top, and a Back to its remembered `scrollY`, in
 * its layout effects, after this remote's: the position is put back after them (a microtask, before
 * the frame is painted), then the card is settled in the next frames.
 */
export function useListPlace(
  search: string,
  /** The map is shown instead of the list. */
  mapView: boolean,
  /** The results are loaded (the list has its full length). */
  ready: boolean,
  container: RefObject<HTMLElement | null>,
) {
  const afterMap = useRef(false);

  useLayoutEffect(() => {
    if (mapView) {
      afterMap.current = true;
      return;
    }
    if (!ready) return;
    if (!afterMap.current) {
      // A list that was not replaced by the map in this page's life: an older place is stale.
      sessionStorage.removeItem(STORAGE_KEY);
      return;
    }
    afterMap.current = false;
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return;
    sessionStorage.removeItem(STORAGE_KEY);
    let saved: ListPlace;
    try {
      saved = JSON.parse(raw) as ListPlace;
    } catch {
      return; // A damaged entry only costs the position.
    }
    if (saved.search !== normalise(search) || !Number.isFinite(saved.y)) return;
    let cancelled = false;
    let handle = 0;
    let frames = 2;
    const settle = () => {
      if (cancelled) return;
      const card = saved.id === undefined ? null : cardOf(container.current, saved.id);
      if (card && saved.top !== undefined && Number.isFinite(saved.top)) {
        window.scrollBy(0, card.getBoundingClientRect().top - saved.top);
      }
      if (--frames > 0) handle = requestAnimationFrame(settle);
    };
    queueMicrotask(() => {
      if (cancelled) return;
      window.scrollTo(0, saved.y);
      if (saved.id !== undefined) handle = requestAnimationFrame(settle);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(handle);
    };
  }, [mapView, ready, search, container]);

  /** Called as the map replaces the list. */
  return useCallback(() => remember(search, container), [search, container]);
}

function remember(search: string, container: RefObject<HTMLElement | null>) {
  const list = container.current;
  const entry: ListPlace = {
    search: normalise(search),
    y: window.scrollY,
    ...(list ? firstCardInView(list) : null),
  };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
}
