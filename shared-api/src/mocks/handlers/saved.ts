import { http, HttpResponse } from 'msw';
import { API_MESSAGES } from '../../api-messages';
import type { MockDb } from '../db';
import { API, apiError, callerUid, noContent, unauthorized } from './auth';
import { asCard } from './listings';
import { withReview } from './reports';

/** Saved listings, as the contract: saving twice or unsaving what is not saved is not an error. */
export function savedHandlers(db: MockDb) {
  return [
    http.get(`${API}/user/saved-listings`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const saved = db.savedBy(uid);
      return HttpResponse.json(
        db.listings
          .filter((l) => saved.has(String(l.listingID)))
          .map((l) => ({ ...asCard(withReview(db, l)), isSaved: true })),
      );
    }),

    http.post(`${API}/saved-listings/:id`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const listing = db.findListing(String(params.id));
      if (!listing) return apiError(404, API_MESSAGES.listingNotFound);
      db.savedBy(uid).add(String(listing.listingID));
      return HttpResponse.json({ listingID: listing.listingID, isSaved: true }, { status: 201 });
    }),

    http.delete(`${API}/saved-listings/:id`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      db.savedBy(uid).delete(String(params.id));
      return noContent();
    }),
  ];
}
