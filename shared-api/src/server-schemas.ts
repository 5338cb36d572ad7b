// What the server imports as `shared-api/schemas` (no React): every wire schema, and the filter
// rules and saved-search bodies, which the apps import from their own entries (`shared-api/filters`,
// `shared-api/saved-searches`) so that pages without them do not download them.
export * from './schemas';
export * from './filters';
export * from './saved-searches/saved-search.schema';
// Blocking and reporting people: their words and limits (the schemas are in the barrel).
export * from './trust/user-safety.text';
// The wire only: `shared-api/push` also holds the browser's subscribe code.
export * from './push/push.schema';
export * from './push/push.payload';
// The term the list filters by (a listing's `term`, else its start month): saved-search matching too.
export { deriveSemester } from './listings/listing.mappers';
// What browsers report about the remotes they ran (counts only), and the summary of them.
export * from './remote-health/remote-health.schema';
