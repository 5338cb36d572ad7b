import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { listingDetailQuery, listingListQuery, toListing, toListings } from 'shared-api';
import { ListingDetailSkeleton, ListingsSkeleton } from '../prerender/skeletons';

// What the listings routes show while mf-listings downloads: the prerendered skeletons, with the
// public data already in the cache (route-data.ts fetched it before the first render). The site
// server painted the same cards, so the page does not flash from cards to grey boxes and back.

export function ListingsLoading() {
  const dtos = useQueryClient().getQueryData(listingListQuery().queryKey);
  return <ListingsSkeleton listings={dtos ? toListings(dtos) : undefined} />;
}

export function ListingDetailLoading() {
  const { id } = useParams();
  const dto = useQueryClient().getQueryData(listingDetailQuery(id).queryKey);
  return <ListingDetailSkeleton listing={dto ? toListing(dto) : undefined} />;
}
