import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { listingDetailQuery, listingListQuery, toListing, toListings } from 'shared-api';
import { ListingDetailSkeleton, ListingsSkeleton } from '../prerender/skeletons';

// What the listings routes show while mf-listings downloads: the prerendered skeletons, with the
// public data already in the cache (route-data.ts fetched it before the first render). The site
// server painted the same cards, so the page does not flash from cards to grey boxes and back.

export function ListingsLoading() {
  const { search } = useLocation();
  const dtos = useQueryClient().getQueryData(listingListQuery().queryKey);
  // Real cards only for the plain list, as the site server does (scripts/lib/page-render.mjs): a
  // filter or a sort would show the API's first cards, the wrong ones, until mf-listings is there.
  return <ListingsSkeleton listings={dtos && search === '' ? toListings(dtos) : undefined} />;
}

export function ListingDetailLoading() {
  const { id } = useParams();
  const dto = useQueryClient().getQueryData(listingDetailQuery(id).queryKey);
  return <ListingDetailSkeleton listing={dto ? toListing(dto) : undefined} />;
}
