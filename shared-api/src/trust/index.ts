// `shared-api/trust`: reporting a listing and one's own reports (mf-listings alone).
// Bundled by that remote, not part of every first load; the schemas stay in the barrel (the server
// and the MSW twin share them) and come through `shared-api` with the client and session.
export * from './report.queries';
