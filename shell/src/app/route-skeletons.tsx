import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { listingDetailQuery, listingListQuery, toListing, toListings } from 'shared-api';
import { ListingDetailSkeleton, ListingsSkeleton } from '../prerender/skeletons';

// What the listings routes show while mf-listings downloads (a visit that reaches them from another
// page, or a first load whose painted page could not be hydrated): the skeletons, with the public
// data already in the cache when it is there, so the cards do not turn into grey boxes and back.

export function ListingsLoading() {
  const { search } = useLocation();
  const dtos = useQueryClient().getQueryData(listingListQuery().queryKey);
  // Real cards only for the plain list: a filter or a sort would show the API's first cards, the
  // wrong ones, until mf-listings is there.
  return <ListingsSkeleton listings={dtos && search === '' ? toListings(dtos) : undefined} />;
}

export function ListingDetailLoading() {
  const { id } = useParams();
  const dto = useQueryClient().getQueryData(listingDetailQuery(id).queryKey);
  return <ListingDetailSkeleton listing={dto ? toListing(dto) : undefined} />;
}
