import * as z from 'zod/mini';
import { idSchema } from '../common.schema';

/**
 * Saved searches without the filter rules: the limits and messages, the name rule
 * (rename), the answers' shapes and the digest setting. In the barrel (the navbar's count parses
 * the list; the dialogs check names) without bringing the filter rules into every first load.
 * `saved-search.schema.ts` adds the create body, whose query is made canonical by the filter rules.
 */

export const SAVED_SEARCH_NAME_MAX = 60;
/** Per user; the server refuses the next with 409 and SAVED_SEARCH_MESSAGES.tooMany. */
export const SAVED_SEARCHES_MAX = 20;
/** The canonical query of every filter set is far shorter; longer input is refused, not cut. */
export const SAVED_SEARCH_QUERY_MAX = 500;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Please name this search',
  nameMax: `Name must be no more than ${SAVED_SEARCH_NAME_MAX} characters`,
  queryMax: 'This search is too long to save',
  tooMany: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  duplicate: 'You already saved this search.',
  notFound: 'Saved search not found',
  dates: 'Move-in and move-out must both be days (YYYY-MM-DD, 2000–2099), move-out after move-in.',
} as const;

export const savedSearchNameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, SAVED_SEARCH_MESSAGES.nameRequired),
    z.maxLength(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameMax),
  );

/** `PATCH /user/saved-searches/{id}` body: only the name changes (a new filter set is a new search). */
export const renameSavedSearchSchema = z.object({ name: savedSearchNameSchema });

/** The most ids one saved search reports as new (the row then reads '100+ new'). */
export const SAVED_SEARCH_NEW_MAX = 100;

/**
 * `GET`/`PUT /user/saved-search-alerts`: whether the owner gets the daily e-mail digest of new
 * matches (on by default; the digest's unsubscribe link turns it off).
 */
export const savedSearchAlertsSchema = z.object({
  email: z.boolean({ error: 'Please choose whether to get e-mails' }),
});
export type SavedSearchAlerts = z.infer<typeof savedSearchAlertsSchema>;

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
