// The server render of this remote's listing page (tooling/webpack/create-server-render-config.mjs
// builds it into dist/server/, so each build and release publishes its own). The site server
// (scripts/lib/page-render.mjs) calls it with the public answer of `GET /listings/{id}/details` and
// puts the HTML into the shell's frame: the page paints its content before any JavaScript, with
// the very components the browser will run. Nothing here runs in a browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
// Node only, no federation: the router package itself, not the shared facade.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, Route, Routes } from 'react-router';
import { listingDetailQuery, type ListingDto } from 'shared-api';
import { listingDtoSchema } from 'shared-api/schemas';
import ListingDetailPage from '../pages/listing-detail-page';

/** What the site server checks before it calls this module (a release may be older or newer). */
export const FORMAT = 'mf-listings-render/1';

/**
 * The answer's fields the painted page leaves out: nothing is painted that the public details read
 * does not carry (the site server reads it for the visitor, under the visitor's per-address limit:
 * the HTML is no easier to harvest than the read), and of that only what the page shows. The unit
 * number is never public (the details read has none; dropped here too, should an answer ever carry
 * it); the lister's uid is not shown.
 */
const UNPAINTED: readonly (keyof ListingDto)[] = ['aptnumber', 'firebaseUid'];

/** The answer as painted: the details read less the fields above. */
export function paintedPart(dto: ListingDto): ListingDto {
  const out: Record<string, unknown> = { ...dto };
  for (const key of UNPAINTED) delete out[key];
  return out as ListingDto;
}

/**
 * The HTML of the listing page (the shell's <main> content) for a `GET /listings/{id}/details`
 * answer, as a visitor who is not known yet sees it. Its buttons need the app: written disabled.
 * Throws on an answer that does not fit the client's schema (the site server then keeps its frame).
 */
export function renderListingPage(body: unknown): string {
  const dto = paintedPart(listingDtoSchema.parse(body));
  const id = String(dto.listingID);
  // Never fetches: the answer is in the cache and effects do not run on a server.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(listingDetailQuery(id).queryKey, dto);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/listings/${encodeURIComponent(id)}`]}>
        <Routes>
          <Route path="/listings/:id" element={<ListingDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  client.clear();
  return html.replace(/<button /g, '<button disabled="" ');
}
