import type { z } from 'zod';
import {
  CONVERSATION_MESSAGES,
  conversationListSchema,
} from '../conversations/conversation.schema';
import { GEOCODE_NOT_FOUND, geocodeResultSchema } from '../geocode/geocode.schema';
import {
  LISTING_MESSAGES,
  listingDtoSchema,
  listingListSchema,
  uploadUrlsSchema,
} from '../listings/listing.schema';
import { messageDtoSchema, messageListSchema } from '../messages/message.schema';
import { API_MESSAGES } from '../api-messages';
import { LIMITS, LIMIT_MESSAGES } from '../limits';

/**
 * The mock twin's contract (issue 13): one table of requests and the answer the API gives them,
 * run against the real server (`server/test/contract.test.ts`, `app.inject` on SQLite) and through
 * the MSW handlers (`shared-api/src/mocks/contract.test.ts`). A handler that drifts from the server
 * — a different status, error text or body shape — fails one of the two runs.
 *
 * Both runs build the same small world through the API itself (`buildContractWorld`): `owner`
 * creates a listing with one photo, `other` starts a conversation about it and writes once;
 * `stranger` is a signed-in third person. Paths name that world with `{listing}` and
 * `{conversation}`; `{missing}` is an id nobody has.
 */
export type Actor = 'owner' | 'other' | 'stranger';

/** One request, in terms both runs can send (a multipart form as parts, a JSON body). */
export interface ContractRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  as?: Actor;
  json?: unknown;
  /** Multipart parts: `json` parts are sent as application/json blobs, `text` as plain fields. */
  form?: { name: string; json?: unknown; text?: string }[];
}

export interface ContractAnswer {
  status: number;
  /** Parsed JSON body, or null when empty. */
  body: unknown;
}

export interface ContractCase extends ContractRequest {
  name: string;
  /** Send the same request this many times first, unchecked (a per-user cap's case). */
  before?: number;
  expect: {
    status: number;
    /** An error answer's exact `{ error }` text. */
    error?: string;
    /** A success body's schema (its shape); a 204 has no body. */
    schema?: z.ZodType;
  };
}

export type Send = (request: ContractRequest) => Promise<ContractAnswer>;

export const MISSING_ID = 999_999;

/**
 * A case's multipart form as bytes, so both runs send exactly the same body: `json` parts as
 * application/json blobs (as the client's `FormData` does), `text` parts as plain fields.
 */
export function encodeForm(form: NonNullable<ContractRequest['form']>) {
  const boundary = '----contract-case-boundary';
  const parts = form.map((p) =>
    p.json === undefined
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.text ?? ''}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="blob"\r\n` +
        `Content-Type: application/json\r\n\r\n${JSON.stringify(p.json)}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A listing the form would accept (dates far ahead, so it stays in the public list). */
export function contractListing(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Contract test room',
    description: 'A furnished room used by the contract tests, near campus.',
    rent: 900,
    term: 'Fall',
    startDate: '2099-08-20',
    endDate: '2099-12-20',
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 500,
    roommates: 0,
    street: '123 N Park St',
    aptnumber: '',
    city: 'Madison',
    state: 'WI',
    zipcode: '53706',
    lat: 43.0755,
    lon: -89.41,
    amenities: ['Wifi'],
    ...overrides,
  };
}

const listingForm = (listing: object, images: string[]) => [
  { name: 'listing', json: listing },
  ...images.map((text) => ({ name: 'images', text })),
];

export interface ContractWorld {
  listing: number;
  conversation: number;
}

/** The world every case runs in, made through the API so both runs start from the same state. */
export async function buildContractWorld(send: Send): Promise<ContractWorld> {
  const created = await send({
    method: 'POST',
    path: '/listing',
    as: 'owner',
    form: listingForm(contractListing(), ['front.jpg']),
  });
  const url = (created.body as string[] | null)?.[0] ?? '';
  const listing = Number(/listings\/(\d+)\//.exec(decodeURIComponent(url))?.[1]);
  if (created.status !== 200 || !listing)
    throw new Error(`world: create answered ${created.status}`);
  const started = await send({
    method: 'POST',
    path: `/listings/${listing}/conversation`,
    as: 'other',
  });
  const conversation = (started.body as { conversationID?: number } | null)?.conversationID;
  if (!conversation) throw new Error(`world: conversation answered ${started.status}`);
  await send({
    method: 'POST',
    path: `/conversations/${conversation}/reply`,
    as: 'other',
    json: { content: 'Is it still available?' },
  });
  return { listing, conversation };
}

/** A case's request with the world's ids filled in (`{listing}` alone in a value becomes the number). */
export function resolveRequest(c: ContractRequest, world: ContractWorld): ContractRequest {
  const ids: Record<string, number> = {
    '{listing}': world.listing,
    '{conversation}': world.conversation,
    '{missing}': MISSING_ID,
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return ids[value] ?? value;
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  const path = Object.entries(ids).reduce((p, [k, v]) => p.replaceAll(k, String(v)), c.path);
  return {
    method: c.method,
    path,
    as: c.as,
    json: fill(c.json),
    form: c.form?.map((part) => ({ ...part, json: fill(part.json) })),
  };
}

const photoNames = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}.jpg`);

const update = (listing: string, extra: { name: string; json?: unknown; text?: string }[] = []) => [
  { name: 'listing', json: { ...contractListing(), listingID: listing } },
  ...extra,
];

/**
 * The table. Order matters only for the last cases (they change the world): keep reads and refusals
 * first. Add a case here when a handler or a route changes; both runs pick it up.
 */
export const contractCases: ContractCase[] = [
  // Listings, public reads
  {
    name: 'public list',
    method: 'GET',
    path: '/listings',
    expect: { status: 200, schema: listingListSchema },
  },
  {
    name: 'listing details',
    method: 'GET',
    path: '/listings/{listing}/details',
    expect: { status: 200, schema: listingDtoSchema },
  },
  {
    name: 'unknown listing details',
    method: 'GET',
    path: '/listings/{missing}/details',
    expect: { status: 404, error: API_MESSAGES.listingNotFound },
  },
  {
    name: 'own listings need a session',
    method: 'GET',
    path: '/user/listings',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'own listings',
    method: 'GET',
    path: '/user/listings',
    as: 'owner',
    expect: { status: 200, schema: listingListSchema },
  },

  // Listing writes
  {
    name: 'create without photos',
    method: 'POST',
    path: '/listing',
    as: 'owner',
    form: listingForm(contractListing(), []),
    expect: { status: 400, error: LISTING_MESSAGES.images },
  },
  {
    name: 'create with a short title',
    method: 'POST',
    path: '/listing',
    as: 'owner',
    form: listingForm(contractListing({ title: 'Hi' }), ['a.jpg']),
    expect: { status: 400, error: LISTING_MESSAGES.titleMin },
  },
  {
    name: 'create with more photos than a listing may hold',
    method: 'POST',
    path: '/listing',
    as: 'owner',
    form: listingForm(contractListing(), photoNames(LIMITS.imagesPerListing + 1)),
    expect: { status: 400, error: LIMIT_MESSAGES.tooManyImages },
  },
  {
    name: 'an edit adding photos over the cap',
    method: 'PUT',
    path: '/listing',
    as: 'owner',
    // The world's listing has one photo.
    form: update('{listing}', [
      { name: 'addFileNames', json: photoNames(LIMITS.imagesPerListing) },
    ]),
    expect: { status: 400, error: LIMIT_MESSAGES.tooManyImages },
  },
  {
    name: "editing someone else's listing",
    method: 'PUT',
    path: '/listing',
    as: 'other',
    form: update('{listing}'),
    expect: { status: 403, error: API_MESSAGES.notListingOwnerEdit },
  },
  {
    name: 'editing an unknown listing',
    method: 'PUT',
    path: '/listing',
    as: 'owner',
    form: update('{missing}'),
    expect: { status: 404, error: API_MESSAGES.listingNotFound },
  },
  {
    name: 'an edit removing the last photo',
    method: 'PUT',
    path: '/listing',
    as: 'owner',
    form: update('{listing}', [{ name: 'deleteFileNames', json: ['front.jpg'] }]),
    expect: { status: 400, error: LISTING_MESSAGES.images },
  },
  {
    name: "deleting someone else's listing",
    method: 'DELETE',
    path: '/listings/{listing}',
    as: 'other',
    expect: { status: 403, error: API_MESSAGES.notListingOwnerDelete },
  },
  {
    name: 'deleting an unknown listing',
    method: 'DELETE',
    path: '/listings/{missing}',
    as: 'owner',
    expect: { status: 404, error: API_MESSAGES.listingNotFound },
  },

  // Geocoding (the fixture geocoder on both sides)
  {
    name: 'geocode a Madison address',
    method: 'GET',
    path: '/geocode?q=120%20Langdon%20St%2C%20Madison%2C%20WI',
    expect: { status: 200, schema: geocodeResultSchema },
  },
  {
    name: 'geocode a Madison ZIP code without the city',
    method: 'GET',
    path: '/geocode?q=120%20Langdon%20St%2053703',
    expect: { status: 200, schema: geocodeResultSchema },
  },
  {
    name: 'geocode an address elsewhere',
    method: 'GET',
    path: '/geocode?q=10%20Downing%20St%2C%20London',
    expect: { status: 404, error: GEOCODE_NOT_FOUND },
  },

  // Saved listings
  {
    name: 'saving an unknown listing',
    method: 'POST',
    path: '/saved-listings/{missing}',
    as: 'other',
    expect: { status: 404, error: API_MESSAGES.listingNotFound },
  },

  // Conversations
  {
    name: 'a conversation about your own listing',
    method: 'POST',
    path: '/listings/{listing}/conversation',
    as: 'owner',
    expect: { status: 400, error: CONVERSATION_MESSAGES.ownListing },
  },
  {
    name: 'a conversation about an unknown listing',
    method: 'POST',
    path: '/listings/{missing}/conversation',
    as: 'other',
    expect: { status: 404, error: CONVERSATION_MESSAGES.listingNotFound },
  },
  {
    name: 'conversations need a session',
    method: 'GET',
    path: '/user/conversations',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'conversation list',
    method: 'GET',
    path: '/user/conversations',
    as: 'owner',
    expect: { status: 200, schema: conversationListSchema },
  },
  {
    name: 'messages of a participant',
    method: 'GET',
    path: '/conversations/{conversation}/messages',
    as: 'owner',
    expect: { status: 200, schema: messageListSchema },
  },
  {
    name: "someone else's messages",
    method: 'GET',
    path: '/conversations/{conversation}/messages',
    as: 'stranger',
    expect: { status: 403, error: API_MESSAGES.notParticipant },
  },
  {
    name: 'messages of an unknown conversation',
    method: 'GET',
    path: '/conversations/{missing}/messages',
    as: 'owner',
    expect: { status: 404, error: API_MESSAGES.conversationNotFound },
  },
  {
    name: "replying in someone else's conversation",
    method: 'POST',
    path: '/conversations/{conversation}/reply',
    as: 'stranger',
    json: { content: 'Hello' },
    expect: { status: 403, error: API_MESSAGES.notParticipant },
  },
  {
    name: 'an empty reply',
    method: 'POST',
    path: '/conversations/{conversation}/reply',
    as: 'owner',
    json: { content: '   ' },
    expect: { status: 400, error: 'Message cannot be empty' },
  },
  {
    name: 'a reply',
    method: 'POST',
    path: '/conversations/{conversation}/reply',
    as: 'owner',
    json: { content: 'Yes, it is!' },
    expect: { status: 201, schema: messageDtoSchema },
  },
  {
    name: 'marking read',
    method: 'POST',
    path: '/conversations/{conversation}/read',
    as: 'other',
    expect: { status: 204 },
  },
  {
    name: "marking someone else's conversation read",
    method: 'POST',
    path: '/conversations/{conversation}/read',
    as: 'stranger',
    expect: { status: 403, error: API_MESSAGES.notParticipant },
  },
  {
    name: "hiding someone else's conversation",
    method: 'DELETE',
    path: '/conversations/{conversation}',
    as: 'stranger',
    expect: { status: 403, error: API_MESSAGES.notParticipant },
  },
  {
    name: 'hiding an unknown conversation',
    method: 'DELETE',
    path: '/conversations/{missing}',
    as: 'owner',
    expect: { status: 404, error: API_MESSAGES.conversationNotFound },
  },

  // Writes that change the world: last.
  {
    name: 'an edit that adds a photo',
    method: 'PUT',
    path: '/listing',
    as: 'owner',
    form: update('{listing}', [{ name: 'addFileNames', json: ['back.jpg'] }]),
    expect: { status: 200, schema: uploadUrlsSchema },
  },
  {
    name: 'hiding a conversation',
    method: 'DELETE',
    path: '/conversations/{conversation}',
    as: 'owner',
    expect: { status: 204 },
  },
  {
    name: 'one listing more than a user may post in a day',
    method: 'POST',
    path: '/listing',
    as: 'stranger',
    form: listingForm(contractListing(), ['a.jpg']),
    before: LIMITS.listingsPerDay,
    expect: { status: 429, error: LIMIT_MESSAGES.tooManyListings },
  },
  {
    name: 'one profile-picture slot more than a user may hold unsaved',
    method: 'POST',
    path: '/user/profile-picture',
    as: 'stranger',
    json: { contentType: 'image/png' },
    before: LIMITS.pictureSlotsPerHour,
    expect: { status: 429, error: LIMIT_MESSAGES.tooManyPictureUploads },
  },
  {
    name: 'deleting your listing',
    method: 'DELETE',
    path: '/listings/{listing}',
    as: 'owner',
    expect: { status: 204 },
  },
];
