// Wire schemas only (zod, no React): what the server imports as `shared-api/schemas`.
// First: zod's setting for pages under our CSP, before any schema is built.
import './zod-csp';
export * from './api-messages';
export * from './limits';
export * from './common.schema';
export * from './photos/photo.schema';
export * from './listings/listing.schema';
export * from './listings/file-names';
export * from './conversations/conversation.schema';
export * from './messages/message.schema';
export * from './user/user.schema';
export * from './contact/contact.schema';
export * from './geocode/geocode.schema';
export * from './trust/trust.schema';
export * from './live/live-event';
export * from './filters';
// The term the list filters by (a listing's `term`, else its start month): saved-search matching too.
export { deriveSemester } from './listings/listing.mappers';
export * from './saved-searches/saved-search.schema';
