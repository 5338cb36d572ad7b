// The public surface of shared-api for the apps: a flat list of `export *` lines, one per module.
// Append yours under its area. The server imports `shared-api/schemas` instead (no React there);
// test helpers live in `shared-api/mocks` (browser-safe) and `shared-api/mocks/node` (MSW in Node).
export * from './schemas';
export * from './client';
export * from './session/session.store';
export * from './config/map-tiles';
export * from './federation/remote-loader';
export * from './document-title/document-title';
export * from './network/online-status';

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

// Listings and saved listings
export * from './listings/listing.mappers';
export * from './listings/listing.queries';
export * from './listings/listing.cache';
export * from './saved/saved.queries';
export * from './saved/saved.mutations';

// What a listing's page says after it was created or edited (mf-create navigates, mf-listings shows).
export * from './listings/listing-notice';

// Conversations, the unread count and the user's profile (the navbar's)
export * from './conversations/conversation.mappers';
export * from './conversations/conversation.queries';
export * from './conversations/conversation.mutations';
export * from './messages/message.mappers';
export * from './messages/outbox';

// One remote's (or one lazy page's) code is its own entry, bundled where it is imported, not in
// every page's first load. Each takes the stateful core (client, session, caches, outbox) from this
// barrel through the package name, never a copy:
//   shared-api/messages       the chat's reads and writes (mf-messaging)
//   shared-api/listing-write  create/edit, photo uploads, geocoding (mf-create); its form rules and
//                             the profanity word list are shared-api/validation
//   shared-api/profile        name, picture, preferences, deleting one's listings (mf-profile)
//   shared-api/trust          reports of listings (mf-listings)
//   shared-api/user-safety    blocking and reporting people (mf-messaging, mf-profile)
//   shared-api/contact        the contact form (the shell's lazy contact page)
//   shared-api/push           Web Push: subscribe, unsubscribe, the setting's state (mf-messaging's
//                             prompt, mf-profile's toggle)

// Saved searches: the list and the new-match count. Saving, renaming, deleting, the
// digest setting and the words of a search are `shared-api/saved-searches` (its two screens only).
export * from './saved-searches/saved-search.dto';
export * from './saved-searches/saved-search.queries';
