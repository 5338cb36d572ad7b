// Node entry of the prerender (tooling/webpack/create-prerender-config.mjs): the page frames that
// paint before any JavaScript runs, at build time and, with the public listing data, by the site
// server at request time (scripts/lib/page-render.mjs). Nothing here runs in the browser.
import { renderToString } from 'react-dom/server';
import { toListing, toListings } from 'shared-api';
import { listingDtoSchema, listingListSchema } from 'shared-api/schemas';
import { formatListingSummary } from 'shared-ui';
// The design tokens (light and dark) come first in the inlined style sheet, as in the app.
import 'shared-ui/tokens.css';
import { PAGES as TABLE } from '../app/page-table.mjs';
import { StaticFrame, type FrameData, type FramePage } from './static-frame';

export { hostModules } from './host-modules';
export { renderApp } from './server-app';

/** The frames the build writes: the generic one (index.html) and one per frame of the page table. */
export const PAGES: readonly FramePage[] = [
  'generic',
  ...TABLE.flatMap((page) => ('frame' in page ? [page.frame] : [])),
];

/**
 * Its buttons (menu, mail, 'Legal & Info', the card's photo arrows) need the app: disabled until
 * React replaces them, so they say so, and a click waits for the real one rather than doing nothing.
 */
const render = (page: FramePage, data?: FrameData) =>
  renderToString(<StaticFrame page={page} data={data} />).replace(
    /<button /g,
    '<button disabled="" ',
  );

/** The HTML of #root for one page: its frame, with no visitor-specific part. */
export function renderPage(page: FramePage): string {
  return render(page);
}

/**
 * The HTML of #root for a page with the public answer the app will fetch first: `GET /listings`
 * for 'listings', `GET /listings/{id}/details` for 'listing'. The answer goes through the client's
 * own schema and mappers, so the first paint shows what the app will render. Throws on an answer
 * that does not fit (the server then sends the data-less frame).
 */
export function renderPageWithData(page: 'listings' | 'listing', body: unknown): string {
  if (page === 'listings')
    return render(page, { listings: toListings(listingListSchema.parse(body)) });
  return render(page, { listing: toListing(listingDtoSchema.parse(body)) });
}

/**
 * What a link preview of a listing says (`og:title`, `og:description`: scripts/lib/page-render.mjs
 * writes the tags), from the same public answer and mappers as the page. Throws on an answer that
 * does not fit (the page then gets the site's tags).
 */
export function listingPreview(body: unknown): {
  title: string;
  description: string;
  hasPhoto: boolean;
} {
  const listing = toListing(listingDtoSchema.parse(body));
  return {
    title: listing.title,
    description: formatListingSummary(listing),
    // A photo whose upload never arrived has no size and no share card.
    hasPhoto: listing.photos.some((photo) => photo.width !== null),
  };
}
