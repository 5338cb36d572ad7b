// `shared-api/saved-searches`: saved searches and alerts (issue 15 §2) for the pages that show
// them (mf-listings' save dialog, mf-profile's tab). An entry of its own, not part of `shared-api`:
// the shell's first load does not carry it. The barrel keeps only the list query and the
// new-match count (the navbar needs them on every page).
export * from './saved-search.schema';
export * from './saved-search.mutations';
export * from './saved-search.alerts';
export * from './saved-search.summary';
