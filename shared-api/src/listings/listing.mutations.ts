import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiDelete,
  type Id,
  mutationKeys,
  refetchListingsInFlight,
  removeCachedListing,
} from 'shared-api';

export const DELETE_LISTING_ERROR = 'Failed to delete listing. Please try again.';

/**
 * `DELETE /listings/{id}` (owner). On success the listing leaves the public list, the owner's list,
 * any saved list and its detail entry. Failure rejects with 'Failed to delete listing…'; the
 * server's reason stays on `error.cause`.
 */
export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.deleteListing,
    mutationFn: async (id: Id) => {
      try {
        await apiDelete(`/listings/${encodeURIComponent(String(id))}`);
      } catch (cause) {
        throw new Error(DELETE_LISTING_ERROR, { cause });
      }
    },
    onSuccess: (_data, id) => {
      removeCachedListing(client, id);
      void refetchListingsInFlight(client);
    },
  });
}
