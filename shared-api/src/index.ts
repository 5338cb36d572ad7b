// The public surface of shared-api for the apps: a flat list of `export *` lines, one per module.
// Append yours under its area. The server imports `shared-api/schemas` instead (no React there);
// test helpers live in `shared-api/mocks` (browser-safe) and `shared-api/mocks/node` (MSW in Node).
export * from './schemas';
export * from './client';
export * from './session/session.store';
export * from './config/map-tiles';
export * from './federation/remote-loader';
export * from './document-title/document-title';

// Query infrastructure
export * from './query/cache-times';
export * from './query/query-keys';
export * from './query/query-client';
export * from './query/persistence';
export * from './query/user-caches';
export * from './query/api-provider';
export * from './query/poll';

// Live events (GET /api/events): the stream ApiProvider's `live` keeps; its status for the polls
export * from './live/live-events';
export * from './live/live-status';

// Images with their sizes (srcset)
export * from './photos/photo.mappers';
export * from './photos/signed-upload';

// Listings and saved listings
export * from './listings/listing.mappers';
export * from './listings/listing.queries';
export * from './listings/listing.mutations';
export * from './listings/listing.cache';
export * from './saved/saved.queries';
export * from './saved/saved.mutations';

// Listing form: create/update/upload, geocoding. The form rules and the profanity masker (with its
// word list) are `shared-api/validation`, imported by mf-create alone: not in every page's first load.
export * from './listings/listing-write.api';
export * from './listings/listing-write.mutations';
export * from './listings/listing-notice';
export * from './geocode/geocode.queries';

// Conversations, messages and the user's profile
export * from './conversations/conversation.mappers';
export * from './conversations/conversation.queries';
export * from './conversations/conversation.mutations';
export * from './messages/message.mappers';
export * from './messages/message.queries';
export * from './messages/message.mutations';
export * from './messages/outbox';
export * from './user/user.queries';
export * from './user/user.mutations';

// Trust: reports of listings (issue 15 §4)
export * from './trust/report.queries';

// Contact form
export * from './contact/contact.mutations';

// Saved searches: the list and the new-match count (issue 15 §2). Saving, renaming, deleting, the
// digest setting and the words of a search are `shared-api/saved-searches` (its two screens only).
export * from './saved-searches/saved-search.dto';
export * from './saved-searches/saved-search.queries';
