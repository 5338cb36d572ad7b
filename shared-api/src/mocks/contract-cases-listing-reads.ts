import { API_MESSAGES } from '../api-messages';
import { listingDtoSchema, listingListSchema } from '../listings/listing.schema';
import type { ContractCase } from './contract-harness';

/**
 * What a card's answer (the public list, saved lists) leaves out: the lister and the unit (no
 * harvesting), and what no card shows (lean list: a listing's page fetches the rest).
 */
const CARD_HIDES = [
  'email',
  'firebaseUid',
  'aptnumber',
  'name',
  'userCreatedAt',
  'profilePictureUrl',
  // 'Still available?' is the lister's business (a hidden listing's status says enough).
  'askedStillAvailable',
  'description',
  'preSignedGetUrls',
  'createdAt',
];
/** What a card and the map draw, and the filters test: every card answer has them. */
const CARD_SHOWS = [
  'listingID',
  'rent',
  'title',
  'photos',
  'photoCount',
  'startDate',
  'term',
  'lat',
  'lon',
  'street',
  'roommates',
  'amenities',
  'verifiedStudent',
];

/** Listing reads: who learns what about a listing (no harvesting), and the owner's own reads. */
export const listingReadCases: ContractCase[] = [
  {
    name: 'public list',
    method: 'GET',
    path: '/listings',
    // No harvesting: a card names no lister and no door; lean: only what cards and the map use.
    expect: { status: 200, schema: listingListSchema, absent: CARD_HIDES, present: CARD_SHOWS },
  },
  {
    name: 'listing details',
    method: 'GET',
    path: '/listings/{listing}/details',
    // 'About the Lister', but the unit number is the owner's alone.
    expect: {
      status: 200,
      schema: listingDtoSchema,
      present: ['name', 'email', 'userCreatedAt', 'description', 'preSignedGetUrls'],
      absent: ['aptnumber', 'askedStillAvailable', 'photoCount'],
    },
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
    expect: {
      status: 200,
      schema: listingListSchema,
      present: ['aptnumber', 'stats', 'askedStillAvailable'],
    },
  },
  {
    name: 'own listing for the edit form',
    method: 'GET',
    path: '/user/listings/{listing}',
    as: 'owner',
    expect: {
      status: 200,
      schema: listingDtoSchema,
      present: ['aptnumber', 'email', 'askedStillAvailable'],
    },
  },
  {
    name: "someone else's listing for the edit form",
    method: 'GET',
    path: '/user/listings/{listing}',
    as: 'other',
    expect: { status: 403, error: API_MESSAGES.notListingOwnerEdit },
  },
  {
    name: 'the edit form read needs a session',
    method: 'GET',
    path: '/user/listings/{listing}',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'an unknown listing for the edit form',
    method: 'GET',
    path: '/user/listings/{missing}',
    as: 'owner',
    expect: { status: 404, error: API_MESSAGES.listingNotFound },
  },
];
