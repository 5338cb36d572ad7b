import * as z from 'zod/mini';
import { canonicalSearchQuery } from '../filters/filter-params';

/**
 * Saved searches and alerts (issue 15 §2). A saved search is a name and the /listings query string
 * of its filters and sort, in the canonical form `filtersToParams` writes (so the same view saves
 * the same query, and the server matches new listings with the same rules as the list).
 * The server parses bodies with these schemas; the save and rename dialogs validate with them too.
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
} as const;

// Defined with the filter params (`shared-api/filters`): the list page needs it without these schemas.
export { canonicalSearchQuery };

const nameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, SAVED_SEARCH_MESSAGES.nameRequired),
    z.maxLength(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameMax),
  );

/** `POST /user/saved-searches` body: `query` is a /listings query string, with or without '?'. */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  query: z.pipe(
    z._default(
      z.string().check(z.maxLength(SAVED_SEARCH_QUERY_MAX, SAVED_SEARCH_MESSAGES.queryMax)),
      '',
    ),
    z.transform((q) => canonicalSearchQuery(q.replace(/^\?/, ''))),
  ),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** `PATCH /user/saved-searches/{id}` body: only the name changes (a new filter set is a new search). */
export const renameSavedSearchSchema = z.object({ name: nameSchema });
export type RenameSavedSearchInput = z.input<typeof renameSavedSearchSchema>;

// The answers' shapes live apart (saved-search.dto.ts): the barrel's list query parses with them
// without pulling the filter rules into every page's first load.
export * from './saved-search.dto';

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
