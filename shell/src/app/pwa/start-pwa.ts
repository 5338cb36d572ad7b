import type { Query, QueryClient } from '@tanstack/react-query';
import { queryKeys } from 'shared-api';
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
    // page's reads went out before it. Asking them again stores them for an offline start: only
    // the reads the worker keeps, not the public listing reads (see `keptByTheWorker`).
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void queryClient.refetchQueries({ type: 'active', predicate: keptByTheWorker }),
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

const [LISTINGS] = queryKeys.listings.all;
const [, LIST] = queryKeys.listings.list();
const [, DETAIL] = queryKeys.listings.detail('');

/**
 * The public list and a listing's page are not among the worker's offline reads (the page keeps
 * the list itself, in storage): asking for them again would only download and check the whole
 * list a second time, a third of a second of a phone's CPU at 5,000 listings.
 */
function keptByTheWorker(query: Query): boolean {
  const [scope, kind] = query.queryKey;
  return !(scope === LISTINGS && (kind === LIST || kind === DETAIL));
}
