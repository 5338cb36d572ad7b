import * as z from 'zod/mini';
import { canonicalSearchQuery } from '../filters/filter-params';
import { stayParamsIssue } from '../filters/stay';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_QUERY_MAX,
  savedSearchNameSchema,
} from './saved-search.dto';

/**
 * Saved searches and alerts. A saved search is a name and the /listings query string
 * of its filters and sort, in the canonical form `filtersToParams` writes (so the same view saves
 * the same query, and the server matches new listings with the same rules as the list).
 * The server parses bodies with these schemas; the save and rename dialogs validate with them too.
 */

export * from './saved-search.dto';
// Defined with the filter params (`shared-api/filters`): the list page needs it without these schemas.
export { canonicalSearchQuery };

const bare = (q: string) => q.replace(/^\?/, '');

/**
 * `POST /user/saved-searches` body: `query` is a /listings query string, with or without '?'.
 * Unreadable filters fall back to their defaults, as in a link; dates do not: a saved search with
 * dates that are not days, or only one of them, or move-out not after move-in, is refused, since
 * it would quietly match listings for any dates.
 */
export const createSavedSearchSchema = z.object({
  name: savedSearchNameSchema,
  query: z.pipe(
    z._default(
      z.string().check(
        z.maxLength(SAVED_SEARCH_QUERY_MAX, SAVED_SEARCH_MESSAGES.queryMax),
        z.refine(
          (q) => stayParamsIssue(new URLSearchParams(bare(q))) === null,
          SAVED_SEARCH_MESSAGES.dates,
        ),
      ),
      '',
    ),
    z.transform((q) => canonicalSearchQuery(bare(q))),
  ),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;
