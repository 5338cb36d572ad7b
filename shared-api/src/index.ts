// The public surface of shared-api for the apps: a flat list of `export *` lines, one per module.
// Append yours under its area. The server imports `shared-api/schemas` instead (no React there);
// test helpers live in `shared-api/mocks` (browser-safe) and `shared-api/mocks/node` (MSW in Node).
export * from './schemas';
export * from './client';
export * from './session/session.store';
export * from './config/map-tiles';
export * from './federation/remote-loader';

// Query infrastructure
export * from './query/cache-times';
export * from './query/query-keys';
export * from './query/query-client';
export * from './query/persistence';
export * from './query/user-caches';
export * from './query/api-provider';

// Listings and saved listings
export * from './listings/listing.mappers';
export * from './listings/listing.queries';
export * from './listings/listing.mutations';
export * from './listings/listing.cache';
export * from './saved/saved.queries';
export * from './saved/saved.mutations';

// Listing form: create/update/upload, geocoding, form validation and profanity masking
export * from './listings/listing-write.api';
export * from './listings/listing-write.mutations';
export * from './listings/listing-notice';
export * from './geocode/geocode.queries';
export * from './validation/index';

// Conversations, messages and the user's profile
export * from './conversations/conversation.mappers';
export * from './conversations/conversation.queries';
export * from './conversations/conversation.mutations';
export * from './messages/message.mappers';
export * from './messages/message.queries';
export * from './messages/message.mutations';
export * from './user/user.queries';
export * from './user/user.mutations';

// Contact form
export * from './contact/contact.mutations';
