import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it is online, kept current by its `online`/`offline` events. `false` is
 * reliable (no network at all); `true` only means a network exists. Screens use it to say they are
 * offline and to lock their writes; reads keep their own error states.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, () => true);
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine !== false;

/** The product's words for being offline (the site's banner; each write's note). */
export const OFFLINE_TEXT = {
  banner: "You're offline. Showing your last visit's listings and messages; changes are paused.",
  composer: "You're offline. You can send messages again once you reconnect.",
  write: "You're offline. This will work again once you reconnect.",
} as const;
