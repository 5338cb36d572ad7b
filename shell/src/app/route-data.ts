import type { QueryClient } from '@tanstack/react-query';
import { listingDetailQuery, listingListQuery } from 'shared-api';

/**
 * The longest the first render waits for the page's data. The prerendered frame (with the server's
 * cards) stays meanwhile; after it, the page renders its own loading state.
 */
export const ROUTE_DATA_WAIT_MS = 2000;

/**
 * Starts the public answer the page at `pathname` begins with, before the first render, so that the
 * page's remote finds it in the cache and draws its content in its first render, in place of the
 * frame the site server painted with the same answer (scripts/lib/page-render.mjs, which also
 * preloads that URL: this request reuses the download). Resolves when it is in the cache, or failed
 * (the page then shows its own error, as without this).
 */
export function prefetchRouteData(pathname: string, client: QueryClient): Promise<void> {
  if (/^\/listings\/?$/.test(pathname)) return client.prefetchQuery(listingListQuery());
  const id = /^\/listings\/(?!new\/?$)([^/]+)\/?$/.exec(pathname)?.[1];
  if (id) return client.prefetchQuery(listingDetailQuery(decodeURIComponent(id)));
  return Promise.resolve();
}

/** `promise`, or nothing after `ms`: a start-up step that must not hold the page for long. */
export const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
