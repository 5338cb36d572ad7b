// `shared-api/saved-searches`: what only the saved-search screens use (mf-listings' save dialog,
// mf-profile's tab), bundled by the remote that imports it, not part of every first load. Its files
// take the schemas from the barrel (`shared-api`, where saved-search.dto.ts is: the navbar's count
// parses the list with it), so a remote bundles no second zod; the create body with its canonical
// query is `shared-api/schemas` (the server), `canonicalSearchQuery` is `shared-api/filters`.
export * from './saved-search.mutations';
export * from './saved-search.alerts';
export * from './saved-search.summary';
export * from './saved-search.name';
