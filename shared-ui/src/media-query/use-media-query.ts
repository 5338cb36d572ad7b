import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../tokens/tokens';

/** Whether a CSS media query matches, kept live as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True under the 768 px breakpoint. Pass MOBILE_QUERY_INCLUSIVE for "768 or less". */
export function useIsMobile(query: string = MOBILE_QUERY): boolean {
  return useMediaQuery(query);
}
