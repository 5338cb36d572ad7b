import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../tokens/tokens';

// One MediaQueryList per query, kept: React reads the snapshot on every render of every user (the
// screen switches, the cards) and again before committing, and `window.matchMedia` parses the query
// and builds a new list each time (~3 ms of a filter change on /listings at 4× CPU). A list stays
// live as the window changes. Dropped when `window.matchMedia` itself is replaced (tests do).
let lists = new Map<string, MediaQueryList>();
let madeBy: typeof window.matchMedia | null = null;

function mediaQueryList(query: string): MediaQueryList {
  if (madeBy !== window.matchMedia) {
    lists = new Map();
    madeBy = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches, kept live as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** True under the 768 px breakpoint. Pass MOBILE_QUERY_INCLUSIVE for "768 or less". */
export function useIsMobile(query: string = MOBILE_QUERY): boolean {
  return useMediaQuery(query);
}
