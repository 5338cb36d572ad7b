import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
// Node only, no federation: the router package itself, not the shared facade.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/app';
import { forgetProvidedPages, providePage } from '../app/remote-page';

export interface AppRenderOptions {
  /** The remote pages the server has the code of ('mf_listings/ListingsPage' → its component). */
  pages?: Readonly<Record<string, ComponentType>>;
  /** Puts the page's public first answer into the cache, where the page's query reads it. */
  seed?: (client: QueryClient) => void;
}

/**
 * The HTML of #root for `url` (path and query) as the browser's first render of the app draws it
 * before anything of the visitor is known: the same routes, layout and pages, with the session in
 * its initial state, no screen known (both layouts: ByScreen) and the public answer in the cache.
 * The browser hydrates it (bootstrap.tsx). Throws when a page cannot render (the server then sends
 * the prerendered frame, which the browser replaces).
 */
export function renderApp(url: string, { pages = {}, seed }: AppRenderOptions = {}): string {
  // Never fetches (queries fetch from effects, which a server does not run): a page shows what is
  // in the cache, and a query without data the state the browser's first render shows too.
  const client = new QueryClient();
  for (const [id, page] of Object.entries(pages)) providePage(id, page);
  try {
    seed?.(client);
    return renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  } finally {
    forgetProvidedPages();
    client.clear();
  }
}
