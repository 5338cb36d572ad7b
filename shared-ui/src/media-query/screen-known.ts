import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False where no screen is known: on the site server, and while React hydrates the HTML it sent
 * (the hydration must draw what the server drew); true from the first render after that, and in
 * every render of an app started without server HTML.
 */
export function useScreenKnown(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
