/**
 * The service worker's runtime caches. The page deletes `PRIVATE_API_CACHE` itself when the
 * signed-in person changes or signs out (app/pwa/private-cache.ts): it holds one person's answers.
 */
export const PRIVATE_API_CACHE = 'sublease-api-private';
export const PAGES_CACHE = 'sublease-pages';
export const SITE_CONFIG_CACHE = 'sublease-config';
export const REMOTE_ENTRY_CACHE = 'sublease-remote-entries';
export const REMOTE_CHUNK_CACHE = 'sublease-remote-chunks';

/** The precache URL of the generic frame (dist/index.html): the offline page of unvisited URLs. */
export const APP_SHELL_URL = '/app-shell';

/**
 * The signed-in reads the offline app shows: the profile (`GET /user`), saved and own listings,
 * the conversation list and a conversation's messages. Nothing else of the API is kept (the
 * live-event stream, geocoding and public listing reads go to the network only).
 */
export const OFFLINE_READS = [
  /^\/api\/user$/,
  /^\/api\/user\/(saved-listings|listings|conversations)$/,
  /^\/api\/conversations\/[^/]+\/messages$/,
];
