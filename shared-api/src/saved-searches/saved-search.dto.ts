import * as z from 'zod/mini';
import { idSchema } from '../common.schema';

/** One saved search as `GET /user/saved-searches` answers it (newest first). */
export const savedSearchDtoSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Canonical /listings query string, '' for "all listings". */
  query: z.string(),
  createdAt: z.string(),
  /** When the owner last opened it; new matches are listings posted after this. */
  lastSeenAt: z.string(),
  /** Listings posted after lastSeenAt that match (not the owner's own, not hidden), newest first. */
  newListingIds: z.array(idSchema),
});
export type SavedSearchDto = z.infer<typeof savedSearchDtoSchema>;
export const savedSearchListSchema = z.array(savedSearchDtoSchema);
