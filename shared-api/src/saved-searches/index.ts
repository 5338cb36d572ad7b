// `shared-api/saved-searches`: what only the saved-search screens use (mf-listings' save dialog,
// mf-profile's tab), out of the barrel that every page's first load carries. The barrel keeps the
// list query and the new-match count (the shell's navbar needs them on every page).
export * from './saved-search.mutations';
export * from './saved-search.alerts';
export * from './saved-search.summary';
