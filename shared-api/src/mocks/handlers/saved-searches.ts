import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { filtersFromParams } from '../../filters/filter-params';
import { matchesFilters } from '../../filters/filters';
import { toListing } from '../../listings/listing.mappers';
import {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NEW_MAX,
  createSavedSearchSchema,
  renameSavedSearchSchema,
  savedSearchAlertsSchema,
  type SavedSearchDto,
} from '../../saved-searches/saved-search.schema';
import type { MockDb, MockSavedSearch } from '../db';
import { API, apiError, callerUid, noContent, unauthorized } from './auth';
import { isUnderReview } from './reports';

const listingIds = (db: MockDb) => new Set(db.listings.map((l) => String(l.listingID)));

/** New matches as the server counts them: posted since last seen, matching, not the owner's, shown. */
function newListingIds(db: MockDb, s: MockSavedSearch): number[] {
  const filters = filtersFromParams(new URLSearchParams(s.query));
  return db.listings
    .filter(
      (l) =>
        !s.seenIds.has(String(l.listingID)) &&
        l.firebaseUid !== s.uid &&
        l.status === 'AVAILABLE' &&
        !isUnderReview(db, l.listingID) &&
        matchesFilters(toListing(l), filters),
    )
    .map((l) => Number(l.listingID))
    .sort((a, b) => b - a)
    .slice(0, SAVED_SEARCH_NEW_MAX);
}

const toDto = (db: MockDb, s: MockSavedSearch): SavedSearchDto => ({
  id: s.id,
  name: s.name,
  query: s.query,
  createdAt: s.createdAt,
  lastSeenAt: s.lastSeenAt,
  newListingIds: newListingIds(db, s),
});

/**
 * Arranges a saved search for tests and stories: `newListingIds` are listings of the db it counts
 * as posted since it was last seen.
 */
export function addSavedSearch(
  db: MockDb,
  uid: string,
  {
    name,
    query = '',
    newListingIds: fresh = [],
  }: { name: string; query?: string; newListingIds?: number[] },
): MockSavedSearch {
  const seenIds = listingIds(db);
  for (const id of fresh) seenIds.delete(String(id));
  const at = new Date(Date.now() - 86_400_000).toISOString();
  const search = {
    id: db.savedSearches.reduce((max, s) => Math.max(max, s.id), 0) + 1,
    uid,
    name,
    query,
    createdAt: at,
    lastSeenAt: at,
    seenIds,
  };
  db.savedSearches.push(search);
  return search;
}

async function body(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** Saved searches and the digest setting, in the server's order of checks. */
export function savedSearchHandlers(db: MockDb) {
  const own = (uid: string, id: unknown) =>
    db.savedSearches.find((s) => s.uid === uid && String(s.id) === String(id));
  const mine = (uid: string) => db.savedSearches.filter((s) => s.uid === uid);

  return [
    http.get(`${API}/user/saved-searches`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      return HttpResponse.json(
        mine(uid)
          .sort((a, b) => b.id - a.id)
          .map((s) => toDto(db, s)),
      );
    }),

    http.post(`${API}/user/saved-searches`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const parsed = z.safeParse(createSavedSearchSchema, await body(request));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      if (mine(uid).some((s) => s.query === parsed.data.query)) {
        return apiError(409, SAVED_SEARCH_MESSAGES.duplicate);
      }
      if (mine(uid).length >= SAVED_SEARCHES_MAX)
        return apiError(409, SAVED_SEARCH_MESSAGES.tooMany);
      const search = addSavedSearch(db, uid, parsed.data);
      search.createdAt = search.lastSeenAt = new Date().toISOString();
      return HttpResponse.json(toDto(db, search), { status: 201 });
    }),

    http.patch(`${API}/user/saved-searches/:id`, async ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const search = own(uid, params.id);
      if (!search) return apiError(404, SAVED_SEARCH_MESSAGES.notFound);
      const parsed = z.safeParse(renameSavedSearchSchema, await body(request));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      search.name = parsed.data.name;
      return HttpResponse.json(toDto(db, search));
    }),

    http.delete(`${API}/user/saved-searches/:id`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const search = own(uid, params.id);
      if (!search) return apiError(404, SAVED_SEARCH_MESSAGES.notFound);
      db.savedSearches = db.savedSearches.filter((s) => s !== search);
      return noContent();
    }),

    http.post(`${API}/user/saved-searches/:id/seen`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const search = own(uid, params.id);
      if (!search) return apiError(404, SAVED_SEARCH_MESSAGES.notFound);
      search.lastSeenAt = new Date().toISOString();
      search.seenIds = listingIds(db);
      return HttpResponse.json(toDto(db, search));
    }),

    http.get(`${API}/user/saved-search-alerts`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      return HttpResponse.json({ email: db.searchAlerts.get(uid) ?? true });
    }),

    http.put(`${API}/user/saved-search-alerts`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const parsed = z.safeParse(savedSearchAlertsSchema, await body(request));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      db.searchAlerts.set(uid, parsed.data.email);
      return HttpResponse.json(parsed.data);
    }),
  ];
}
