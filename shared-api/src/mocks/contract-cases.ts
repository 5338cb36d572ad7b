import {
  CONVERSATION_MESSAGES,
  conversationListSchema,
} from '../conversations/conversation.schema';
import { GEOCODE_NOT_FOUND, geocodeResultSchema } from '../geocode/geocode.schema';
import { LISTING_MESSAGES, uploadUrlsSchema } from '../listings/listing.schema';
import { messageDtoSchema, messageListSchema } from '../messages/message.schema';
import { API_MESSAGES } from '../api-messages';
import { LIMITS, LIMIT_MESSAGES } from '../limits';
import {
  REPORT_MESSAGES,
  listingReportDtoSchema,
  listingReportListSchema,
} from '../trust/trust.schema';
import { contractListing, listingForm, type ContractCase } from './contract-harness';
import { savedSearchRefusals, savedSearchWrites } from './contract-cases-saved-searches';
import { notificationRefusals, notificationWrites } from './contract-cases-notifications';
import { pushRefusals, pushWrites } from './contract-cases-push';
import { listingStatusCases } from './contract-cases-listing-status';
import { listingReadCases } from './contract-cases-listing-reads';
import { userSafetyRefusals, userSafetyWrites } from './contract-cases-user-safety';

// The harness (types, the world both runs build, request resolution) lives beside the table.
export * from './contract-harness';

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
  ...listingReadCases, // Listings: public, a listing's page, the owner's reads
  ...listingStatusCases, // A lister's word on availability

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

  // Reports of listings
  {
    name: 'reporting needs a session',
    method: 'POST',
    path: '/listings/{listing}/reports',
    json: { reason: 'scam' },
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'reporting an unknown listing',
    method: 'POST',
    path: '/listings/{missing}/reports',
    as: 'other',
    json: { reason: 'scam' },
    expect: { status: 404, error: API_MESSAGES.listingNotFound },
  },
  {
    name: 'a report without a reason',
    method: 'POST',
    path: '/listings/{listing}/reports',
    as: 'other',
    json: {},
    expect: { status: 400, error: REPORT_MESSAGES.reason },
  },
  {
    name: "a report of 'something else' without words",
    method: 'POST',
    path: '/listings/{listing}/reports',
    as: 'other',
    json: { reason: 'other', text: '  ' },
    expect: { status: 400, error: REPORT_MESSAGES.textRequired },
  },
  {
    name: 'a report with too long a text',
    method: 'POST',
    path: '/listings/{listing}/reports',
    as: 'other',
    json: { reason: 'scam', text: 'x'.repeat(501) },
    expect: { status: 400, error: REPORT_MESSAGES.textMax },
  },
  {
    name: 'reporting your own listing',
    method: 'POST',
    path: '/listings/{listing}/reports',
    as: 'owner',
    json: { reason: 'scam' },
    expect: { status: 400, error: REPORT_MESSAGES.ownListing },
  },
  {
    name: 'your reports need a session',
    method: 'GET',
    path: '/user/reports',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },

  ...savedSearchRefusals, // Saved searches and alerts
  ...notificationRefusals, // The profile's Notifications settings
  ...pushRefusals, // Web Push
  ...userSafetyRefusals, // Blocking and reporting people
  {
    name: 'a remote-health report of an unknown remote',
    method: 'POST',
    path: '/client-reports',
    json: { events: [{ remote: 'mf-other', release: '1.0.0', kind: 'load', count: 1 }] },
    expect: { status: 400, error: 'Unknown remote' },
  },
  {
    name: 'a remote-health report (counts only, no session)',
    method: 'POST',
    path: '/client-reports',
    json: { events: [{ remote: 'mf-listings', release: 'build', kind: 'load', count: 1 }] },
    expect: { status: 204 },
  },

  // Writes that change the world: last.
  ...savedSearchWrites,
  ...notificationWrites,
  ...pushWrites,
  {
    name: 'reporting a listing',
    method: 'POST',
    path: '/listings/{listing}/reports',
    as: 'stranger',
    json: { reason: 'inaccurate', text: 'The photos are of another building.' },
    expect: { status: 201, schema: listingReportDtoSchema },
  },
  {
    name: 'reporting it again is the same report',
    method: 'POST',
    path: '/listings/{listing}/reports',
    as: 'stranger',
    json: { reason: 'scam' },
    expect: { status: 200, schema: listingReportDtoSchema },
  },
  {
    name: 'your reports',
    method: 'GET',
    path: '/user/reports',
    as: 'stranger',
    expect: { status: 200, schema: listingReportListSchema },
  },
  ...userSafetyWrites,
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
