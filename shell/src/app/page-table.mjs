// The one table of the site's pages. Everything that must know which page a URL is reads it here:
// the shell's routes (routes.tsx adds the React elements), the remote preload before the first
// render (federation.ts), the first API answer the shell prefetches (route-data.ts), and the site
// server's frame choice and API prefetch (scripts/lib/static-server.mjs, page-render.mjs).
// Plain JavaScript without imports, so that Node runs it as it is and the browser build takes it.
// Adding a page is one entry here and its component (shell/CONTEXT.md, "Add a remote page").

/**
 * One page of the site.
 * - `path`: the route pattern (`:name` stands for one non-empty segment).
 * - `owner`: the federation name of the remote whose `module` (an exposed page) shows it, or
 *   'shell' for the shell's own pages.
 * - `title`: the document title's page part (none: the site's title alone).
 * - `firstAnswer`: the public API read the page starts with (`/api` + this, params filled in): the
 *   shell prefetches it before its first render and the site server paints with it and preloads it.
 * - `frame`: the frame the shell's build prerenders for the page (dist/prerendered/<frame>.html:
 *   navbar, footer and the page's skeleton, painted before any JavaScript); none: index.html.
 * - `serverRender`: the remote package whose published server render gives the site server the
 *   page's component, which it renders within the shell's app for the browser to hydrate
 *   (scripts/lib/remote-render.mjs, page-render.mjs).
 * - `firstTaps`: what the page's painted controls open that is not in its start-up code: 'modal'
 *   (shared-ui's Radix dialogs; its bottom sheet is painted with the page) and 'sign-in' (the sign-in
 *   dialog, for a visitor who is signed out: Save Listing, Contact). Fetched once the page runs
 *   (app/first-taps.ts), so the first tap answers at once; counted in the page's first-load budget.
 */
export const PAGES = /** @type {const} */ ([
  { path: '/', owner: 'shell', frame: 'home' },
  {
    path: '/listings',
    owner: 'mf_listings',
    module: 'ListingsPage',
    title: 'Listings',
    firstAnswer: '/listings',
    frame: 'listings',
    serverRender: 'mf-listings',
    firstTaps: ['modal', 'sign-in'],
  },
  {
    path: '/listings/new',
    owner: 'mf_create',
    module: 'CreateListingPage',
    title: 'List Your Property',
  },
  {
    path: '/listings/:id',
    owner: 'mf_listings',
    module: 'ListingDetailPage',
    title: 'Listing',
    firstAnswer: '/listings/:id/details',
    frame: 'listing',
    serverRender: 'mf-listings',
    firstTaps: ['modal', 'sign-in'],
  },
  {
    path: '/listings/:id/edit',
    owner: 'mf_create',
    module: 'EditListingPage',
    title: 'Edit Listing',
  },
  { path: '/profile', owner: 'mf_profile', module: 'ProfilePage', title: 'Profile' },
  { path: '/messages', owner: 'mf_messaging', module: 'MessagesPage', title: 'Messages' },
  {
    path: '/messages/:conversationId',
    owner: 'mf_messaging',
    module: 'ChatPage',
    title: 'Messages',
  },
  { path: '/privacy', owner: 'shell', title: 'Privacy Policy' },
  { path: '/terms', owner: 'shell', title: 'Terms of Service' },
  { path: '/contact', owner: 'shell', title: 'Contact Us' },
]);

/** @typedef {(typeof PAGES)[number]} Page */

/** Static segments outrank parameters, as in the router: /listings/new is not a listing's id. */
const rank = (/** @type {string} */ path) =>
  path.split('/').filter((segment) => !segment.startsWith(':')).length;

const BY_RANK = [...PAGES].sort((a, b) => rank(b.path) - rank(a.path));

/**
 * The page at `pathname` with its parameters (raw, as in the URL), or null (the 404). One trailing
 * slash is the same page; case matters.
 * @param {string} pathname
 * @returns {{ page: Page, params: Record<string, string> } | null}
 */
export function pageAt(pathname) {
  const segments = pathname.replace(/([^/])\/$/, '$1').split('/');
  for (const page of BY_RANK) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (fits) return { page, params };
  }
  return null;
}

/**
 * `template` (a page's `firstAnswer`) with its `:name`s replaced by `params`' values, each through
 * `encode` (which may refuse one by returning null: then null).
 * @param {string} template
 * @param {Record<string, string>} params
 * @param {(value: string) => string | null} encode
 * @returns {string | null}
 */
export function fillPath(template, params, encode) {
  let refused = false;
  const filled = template.replace(/:(\w+)/g, (_, name) => {
    const value = encode(params[name] ?? '');
    if (value === null) refused = true;
    return value ?? '';
  });
  return refused ? null : filled;
}
