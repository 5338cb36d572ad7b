import { http, HttpResponse } from 'msw';
import { API_MESSAGES } from '../../api-messages';
import { LISTING_STATUS_MESSAGE, listingStatusUpdateSchema } from '../../listings/listing.schema';
import type { PhotoDto } from '../../photos/photo.schema';
import type { MockDb } from '../db';
import { API, apiError, callerUid, noContent, unauthorized } from './auth';
import { isUnderReview, withReview } from './reports';

type Row = MockDb['listings'][number];

/** A card answer has the first photo and the count; coordinates to 5 decimals (as the server's). */
const CARD_PHOTOS = 1;
const roundCoord = (v: number | null | undefined) =>
  typeof v === 'number' ? Math.round(v * 1e5) / 1e5 : v;

/**
 * A card's answer (public list, saved lists): no lister identity, no unit number, and lean (what a
 * card, the map and the filters use): no description, no `preSignedGetUrls` (the photos carry the
 * links), no photo names, only the first photo and `photoCount`. A listing's page fetches the rest.
 */
export function asCard(l: Row) {
  const {
    name: _name,
    email: _email,
    firebaseUid: _uid,
    profilePictureUrl: _pictureUrl,
    profilePicture: _picture,
    userCreatedAt: _joined,
    aptnumber: _unit,
    askedStillAvailable: _asked,
    description: _description,
    preSignedGetUrls: urls,
    photos,
    ...card
  } = l;
  const shown: PhotoDto[] =
    photos ?? urls.map((url) => ({ url, width: null, height: null, variants: [] }));
  return {
    ...card,
    lat: roundCoord(l.lat),
    lon: roundCoord(l.lon),
    photos: shown.slice(0, CARD_PHOTOS).map(({ name: _file, ...photo }) => photo),
    photoCount: shown.length,
  };
}

/** The owner's figures, from the mock's own saves and conversations (views as the server counted). */
function statsOf(db: MockDb, id: string) {
  return {
    views: db.views.get(id) ?? 0,
    saves: [...db.saved.values()].filter((ids) => ids.has(id)).length,
    conversations: db.conversations.filter((c) => String(c.listingID) === id).length,
  };
}

/** A listing page's answer: 'About the Lister', but the unit number is the owner's alone. */
function asPage(l: Row) {
  const { aptnumber: _unit, askedStillAvailable: _asked, ...page } = l;
  return page;
}

const today = () => new Date().toISOString().slice(0, 10);
const byNewest = (a: { listingID: unknown }, b: { listingID: unknown }) =>
  Number(b.listingID) - Number(a.listingID);

/**
 * Listing reads and delete, as the contract: the public list holds AVAILABLE listings whose end
 * date is not past, newest first, `isSaved` false (public calls ignore tokens).
 */
export function listingHandlers(db: MockDb) {
  return [
    http.get(`${API}/listings`, () =>
      HttpResponse.json(
        db.listings
          .filter((l) => l.status === 'AVAILABLE' && (!l.endDate || l.endDate >= today()))
          // Enough open reports take a listing out of the public list.
          .filter((l) => !isUnderReview(db, l.listingID))
          .sort(byNewest)
          .map((l) => ({ ...asCard(l), isSaved: false, underReview: false })),
      ),
    ),

    http.get(`${API}/listings/:id/details`, ({ params }) => {
      const listing = db.findListing(String(params.id));
      return listing
        ? HttpResponse.json({
            ...asPage(withReview(db, listing)),
            isSaved: false,
            replyTime: db.replyTimes.get(listing.firebaseUid ?? '') ?? null,
          })
        : apiError(404, API_MESSAGES.listingNotFound);
    }),

    http.get(`${API}/user/listings/:id`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const listing = db.findListing(String(params.id));
      if (!listing) return apiError(404, API_MESSAGES.listingNotFound);
      if (listing.firebaseUid !== uid) return apiError(403, API_MESSAGES.notListingOwnerEdit);
      const saved = db.savedBy(uid).has(String(listing.listingID));
      return HttpResponse.json({
        ...withReview(db, listing),
        isSaved: saved,
        askedStillAvailable: listing.askedStillAvailable ?? false,
      });
    }),

    http.get(`${API}/user/listings`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const saved = db.savedBy(uid);
      return HttpResponse.json(
        db.listings
          .filter((l) => l.firebaseUid === uid)
          .sort(byNewest)
          .map((l) => ({
            ...withReview(db, l),
            isSaved: saved.has(String(l.listingID)),
            stats: statsOf(db, String(l.listingID)),
            askedStillAvailable: l.askedStillAvailable ?? false,
          })),
      );
    }),

    http.put(`${API}/listings/:id/status`, async ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      // As the server: the body is checked before the listing is looked up.
      const body = listingStatusUpdateSchema.safeParse(await request.json().catch(() => null));
      if (!body.success) return apiError(400, LISTING_STATUS_MESSAGE);
      const listing = db.findListing(String(params.id));
      if (!listing) return apiError(404, API_MESSAGES.listingNotFound);
      if (listing.firebaseUid !== uid) return apiError(403, API_MESSAGES.notListingOwnerEdit);
      listing.status = body.data.status;
      // It also answers an open 'Still available?' (and a hidden listing's confirmation).
      listing.askedStillAvailable = false;
      return HttpResponse.json({ listingID: listing.listingID, status: listing.status });
    }),

    http.delete(`${API}/listings/:id`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const listing = db.findListing(String(params.id));
      if (!listing) return apiError(404, API_MESSAGES.listingNotFound);
      if (listing.firebaseUid !== uid) return apiError(403, API_MESSAGES.notListingOwnerDelete);
      db.listings = db.listings.filter((l) => l !== listing);
      for (const ids of db.saved.values()) ids.delete(String(listing.listingID));
      return noContent();
    }),
  ];
}
