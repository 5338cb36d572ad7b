// Read by the remotes' server render build and by the site server that loads it (small: no webpack).
/**
 * Packages the remote's render requires from its host (scripts/lib/remote-render.mjs) rather than
 * bundling: they must exist once in the tree the shell renders, as in the browser's share scope
 * (one React for the hooks; the router's and the query cache's contexts). Subpaths included
 * (`react/jsx-runtime`). shell/src/prerender/host-modules.ts provides each.
 */
export const HOST_PROVIDED = ['react', 'react-dom', 'react-router', '@tanstack/react-query'];

/** @param {string} request */
export const isHostProvided = (request) =>
  HOST_PROVIDED.some((pkg) => request === pkg || request.startsWith(`${pkg}/`));
