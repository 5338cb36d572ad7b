// Wire schemas only (zod, no React), the part every page needs: re-exported by `shared-api` itself
// and by `shared-api/schemas` (server-schemas.ts, the server's import).
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
export * from './trust/user-safety.schema';
export * from './live/live-event';
export * from './notifications/message-alerts.dto';
