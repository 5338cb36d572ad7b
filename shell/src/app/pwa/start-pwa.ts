import type { QueryClient } from '@tanstack/react-query';
import { keepPrivateCacheForCurrentUser } from './private-cache';

/**
 * The installable app's start, loaded on demand after the page's `load` event (bootstrap.tsx): it
 * costs the first load nothing. Registers the service worker (dist/sw.js, built with Workbox) and
 * keeps its private cache to the signed-in person.
 */
export async function startPwa(queryClient: QueryClient): Promise<void> {
  keepPrivateCacheForCurrentUser();
  if (!('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    // First visit: the worker takes control of this page once installed (clients.claim), but the
    // page's reads went out before it. Asking them again stores them for an offline start.
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void queryClient.refetchQueries({ type: 'active' }),
      { once: true },
    );
  }
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // The site works without it (no offline start, no notifications); say why in the console.
    console.warn('The service worker could not be registered', error);
  }
}
