import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../tokens/tokens';

/** Whether a CSS media query matches, kept live as the window changes. */
export function useMediaQuery(query: string): boolean {
  // One list for the component's life: React reads the snapshot on every render (the screen
  // switches, the cards) and again before committing, and `window.matchMedia` parses the query and
  // builds a new list each time (a few ms of a filter change on /listings at 4× CPU). A list stays
  // live as the window changes. None where there is no window (the server reads the server snapshot).
  const list = useMemo(
    () => (typeof window === 'undefined' ? null : window.matchMedia(query)),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}

/** True under the 768 px breakpoint. Pass MOBILE_QUERY_INCLUSIVE for "768 or less". */
export function useIsMobile(query: string = MOBILE_QUERY): boolean {
  return useMediaQuery(query);
}
