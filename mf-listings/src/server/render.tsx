// The server render of this remote's pages (tooling/webpack/create-server-render-config.mjs builds
// it into dist/server/, so each build and release publishes its own). The site server
// (scripts/lib/page-render.mjs) renders the shell's app with these very page components, in one
// React tree (React, the router and the query client are the site server's: HOST_PROVIDED), so
// that the HTML is what the browser's first render of the same code draws and hydration finds it.
// Nothing here runs in a browser.
import type { QueryClient } from '@tanstack/react-query';
import { listingDetailQuery, listingListQuery, type ListingDto } from 'shared-api';
import { listingDtoSchema, listingListSchema } from 'shared-api/schemas';
import ListingDetailPage from '../pages/listing-detail-page';
import ListingsPage from '../pages/listings-page';

/** What the site server checks before it calls this module (a release may be older or newer). */
export const FORMAT = 'mf-listings-render/2';

/** The exposed pages (the names of module federation's `exposes`), as the browser gets them. */
export const pages = { ListingsPage, ListingDetailPage };

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
 * Puts a page's first answer (`GET /listings`, `GET /listings/{id}/details`) into `client` where
 * the page's own query keeps it, so that the page renders its content. Throws on an answer that
 * does not fit the client's schema (the site server then sends its frame without it).
 */
export function seed(
  client: QueryClient,
  page: keyof typeof pages,
  body: unknown,
  params: { id?: string },
): void {
  if (page === 'ListingsPage') {
    client.setQueryData(listingListQuery().queryKey, listingListSchema.parse(body));
    return;
  }
  const dto = paintedPart(listingDtoSchema.parse(body));
  client.setQueryData(listingDetailQuery(params.id ?? String(dto.listingID)).queryKey, dto);
}
