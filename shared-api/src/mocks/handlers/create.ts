import { http, HttpResponse } from 'msw';
import { API_MESSAGES } from '../../api-messages';
import { LIMITS, LIMIT_MESSAGES } from '../../limits';
import { GEOCODE_NOT_FOUND } from '../../geocode/geocode.schema';
import {
  LISTING_MESSAGES,
  fileNameListSchema,
  listingCreateSchema,
  listingUpdateSchema,
  type ListingCreate,
  type ListingDto,
  type ListingUpdate,
} from '../../listings/listing.schema';
import type { PhotoDto } from '../../photos/photo.schema';
import type { MockDb } from '../db';
import { API, apiError, callerUid, unauthorized } from './auth';
import { slidingCap } from './caps';

/**
 * The listing form's calls (docs/api-contract.md): geocoding, `POST /listing`, `PUT /listing`
 * and the signed upload PUTs (plus GETs of what was uploaded, for Storybook and the harness). They
 * validate with the server's schemas, keep the db in step (a created listing appears in the lists)
 * and log what they received, so tests assert what the client really sent.
 */
export interface ListingWriteLog {
  geocodeQueries: string[];
  created: { listing: ListingCreate; images: string[] }[];
  updated: { listing: ListingUpdate; addFileNames: string[]; deleteFileNames: string[] }[];
  uploads: { url: string; contentType: string | null; size: number }[];
}

export const createListingWriteLog = (): ListingWriteLog => ({
  geocodeQueries: [],
  created: [],
  updated: [],
  uploads: [],
});

/**
 * Points near campus for Madison addresses — naming Madison or a 537xx ZIP code, as the server's
 * `GEOCODER=fixture` — and "not found" for anything else.
 */
export function mockGeocode(q: string): { lat: number; lon: number } | null {
  if (!/\bmadison\b/i.test(q) && !/\b537\d{2}\b/.test(q)) return null;
  let hash = 0;
  for (const ch of q.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) % 10_000;
  return { lat: 43.07 + hash / 1_000_000, lon: -89.4 + hash / 1_000_000 };
}

/** The path of mock object storage; its links are absolute like real signed URLs. */
export const MOCK_STORAGE_PATH = '/api/mock-storage/listings';

async function readJsonPart(form: FormData, name: string): Promise<unknown> {
  const part = form.get(name);
  if (part === null) return undefined;
  return JSON.parse(typeof part === 'string' ? part : await part.text()) as unknown;
}

const firstMessage = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? 'Invalid listing';

const nameOf = (url: string) =>
  decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
const unprocessed = (url: string, name?: string): PhotoDto => ({
  url,
  width: null,
  height: null,
  variants: [],
  ...(name === undefined ? {} : { name }),
});

/**
 * The server answers sizes once an upload is processed. The mock cannot decode, so it reports a
 * 1600 × 1000 photo whose every size is the uploaded file (served by the GET handler below).
 */
function markProcessed(db: MockDb, uploadPath: string): boolean {
  let found = false;
  for (const listing of db.listings) {
    for (const photo of listing.photos ?? []) {
      if (new URL(photo.url, 'http://x').pathname !== uploadPath) continue;
      photo.width = 1600;
      photo.height = 1000;
      photo.variants = [400, 800, 1600].map((width) => ({ url: photo.url, width }));
      found = true;
    }
  }
  return found;
}

export function createListingHandlers(db: MockDb, log: ListingWriteLog = createListingWriteLog()) {
  const stored = new Map<string, { bytes: ArrayBuffer; type: string }>();
  const link = (
    request: Request,
    id: ListingDto['listingID'],
    name: string,
    kind: 'upload' | 'get',
  ) =>
    `${new URL(request.url).origin}${MOCK_STORAGE_PATH}/${id}/${encodeURIComponent(name)}?sig=mock-${kind}`;
  let nextId = 5000;
  const listingsCap = slidingCap(
    LIMITS.listingsPerDay,
    24 * 3600_000,
    LIMIT_MESSAGES.tooManyListings,
  );

  return [
    http.get(`${API}/geocode`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      log.geocodeQueries.push(q);
      const point = mockGeocode(q);
      return point ? HttpResponse.json(point) : apiError(404, GEOCODE_NOT_FOUND);
    }),

    http.post(`${API}/listing`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const form = await request.formData();
      const parsed = listingCreateSchema.safeParse(await readJsonPart(form, 'listing'));
      if (!parsed.success) return apiError(400, firstMessage(parsed.error));
      const requested = form.getAll('images').map(String);
      if (requested.length > LIMITS.imagesPerListing)
        return apiError(400, LIMIT_MESSAGES.tooManyImages);
      const names = fileNameListSchema.safeParse(requested);
      if (!names.success) return apiError(400, firstMessage(names.error));
      if (names.data.length === 0) return apiError(400, LISTING_MESSAGES.images);
      const capped = listingsCap(uid);
      if (capped) return capped;
      log.created.push({ listing: parsed.data, images: names.data });
      const owner = db.users.find((u) => u.firebaseUid === uid);
      const listingID = (nextId += 1);
      const urls = names.data.map((n) => link(request, listingID, n, 'get'));
      db.listings.push({
        ...parsed.data,
        listingID,
        // Like the server before the uploads arrive: links, no sizes yet.
        preSignedGetUrls: urls,
        photos: urls.map((url, i) => unprocessed(url, names.data[i])),
        firebaseUid: uid,
        name: owner?.name ?? null,
        email: owner?.email ?? null,
        // Like the server for a token that has not verified its address.
        emailVerified: false,
        verifiedStudent: false,
        underReview: false,
        profilePictureUrl: owner?.profilePictureUrl ?? null,
        userCreatedAt: owner?.createdAt ?? null,
        isSaved: false,
      });
      return HttpResponse.json(names.data.map((n) => link(request, listingID, n, 'upload')));
    }),

    http.put(`${API}/listing`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const form = await request.formData();
      const parsed = listingUpdateSchema.safeParse(await readJsonPart(form, 'listing'));
      if (!parsed.success) return apiError(400, firstMessage(parsed.error));
      const addRaw = (await readJsonPart(form, 'addFileNames')) ?? [];
      if (Array.isArray(addRaw) && addRaw.length > LIMITS.imagesPerListing)
        return apiError(400, LIMIT_MESSAGES.tooManyImages);
      const add = fileNameListSchema.safeParse(addRaw);
      const del = fileNameListSchema.safeParse((await readJsonPart(form, 'deleteFileNames')) ?? []);
      if (!add.success) return apiError(400, firstMessage(add.error));
      if (!del.success) return apiError(400, firstMessage(del.error));
      const listing = db.findListing(parsed.data.listingID);
      if (!listing) return apiError(404, API_MESSAGES.listingNotFound);
      if (listing.firebaseUid !== uid) return apiError(403, API_MESSAGES.notListingOwnerEdit);
      log.updated.push({ listing: parsed.data, addFileNames: add.data, deleteFileNames: del.data });
      const photos = listing.photos ?? listing.preSignedGetUrls.map((url) => unprocessed(url));
      // As the server: a photo is named by its own name or its link's last segment.
      const kept = photos.filter(
        (p) => !del.data.includes(nameOf(p.url)) && !(p.name && del.data.includes(p.name)),
      );
      // As the server: an edit may not leave the listing without photos.
      if (kept.length + add.data.length === 0) return apiError(400, LISTING_MESSAGES.images);
      if (kept.length + add.data.length > LIMITS.imagesPerListing)
        return apiError(400, LIMIT_MESSAGES.tooManyImages);
      const all = [
        ...kept,
        ...add.data.map((n) => unprocessed(link(request, listing.listingID, n, 'get'), n)),
      ];
      // As the server: an edit counts as confirming ('Still available?' closes, a stale one is back).
      const status = listing.status === 'STALE' ? 'AVAILABLE' : listing.status;
      Object.assign(listing, parsed.data, {
        listingID: listing.listingID,
        preSignedGetUrls: all.map((p) => p.url),
        photos: all,
        status,
        askedStillAvailable: false,
      });
      return HttpResponse.json(add.data.map((n) => link(request, listing.listingID, n, 'upload')));
    }),

    http.put(`*${MOCK_STORAGE_PATH}/:id/:name`, async ({ request }) => {
      const bytes = await request.arrayBuffer();
      const type = request.headers.get('content-type');
      log.uploads.push({ url: request.url, contentType: type, size: bytes.byteLength });
      if (!type?.startsWith('image/')) return apiError(415, 'Only images can be uploaded');
      const { pathname } = new URL(request.url);
      // As the server: one upload per link; none for a removed photo or a deleted listing.
      if (stored.has(pathname)) return apiError(409, API_MESSAGES.uploadLinkUsed);
      if (!markProcessed(db, pathname)) return apiError(410, API_MESSAGES.imageGone);
      stored.set(pathname, { bytes, type });
      return new HttpResponse(null, { status: 200 });
    }),

    http.get(`*${MOCK_STORAGE_PATH}/:id/:name`, ({ request }) => {
      const file = stored.get(new URL(request.url).pathname);
      return file
        ? new HttpResponse(file.bytes, { headers: { 'Content-Type': file.type } })
        : apiError(404, 'Not found');
    }),
  ];
}
