import type { QueryClient } from '@tanstack/react-query';
import { listingDetailQuery, listingListQuery } from 'shared-api';
import { pageAt, type Page } from './page-table.mjs';

/**
 * The longest the first render waits for the page's data. The prerendered frame (with the server's
 * cards) stays meanwhile; after it, the page renders its own loading state.
 */
export const ROUTE_DATA_WAIT_MS = 2000;

type FirstAnswer = Extract<Page, { firstAnswer: string }>['firstAnswer'];

/**
 * The query of each `firstAnswer` of the page table (its API path): a page whose first answer has
 * no query here fails the type check. Parameters arrive as they are in the URL.
 */
const FIRST_QUERIES: Record<
  FirstAnswer,
  (params: Record<string, string>) => { queryKey: readonly unknown[] }
> = {
  '/listings': () => listingListQuery(),
  '/listings/:id/details': ({ id = '' }) => listingDetailQuery(decodeURIComponent(id)),
};

const firstQueryAt = (pathname: string) => {
  const at = pageAt(pathname);
  return at && 'firstAnswer' in at.page ? FIRST_QUERIES[at.page.firstAnswer](at.params) : null;
};

/**
 * Starts the public answer the page at `pathname` begins with (its `firstAnswer` in the page
 * table), before the first render, so that the page's remote finds it in the cache and draws its
 * content in its first render, in place of the frame the site server painted with the same answer
 * (scripts/lib/page-render.mjs, which also preloads that URL: this request reuses the download).
 * Resolves when it is in the cache, or failed (the page then shows its own error, as without this).
 */
export function prefetchRouteData(pathname: string, client: QueryClient): Promise<void> {
  const query = firstQueryAt(pathname);
  return query ? client.prefetchQuery(query) : Promise.resolve();
}

/**
 * Whether the page at `pathname` has its first answer in the cache (or starts with none): what the
 * site server rendered the page with, which hydration needs.
 */
export function routeDataReady(pathname: string, client: QueryClient): boolean {
  const query = firstQueryAt(pathname);
  return !query || client.getQueryState(query.queryKey)?.status === 'success';
}

/** `promise`, or nothing after `ms`: a start-up step that must not hold the page for long. */
export const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
