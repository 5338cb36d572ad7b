import type { HarnessOptions } from 'remote-harness';
import ListingDetailPage from '../exposes/ListingDetailPage';
import ListingsPage from '../exposes/ListingsPage';

/** This remote's pages at the shell's URLs (shell/src/app/routes.tsx). */
export const harness: HarnessOptions = {
  name: 'mf_listings',
  routes: [
    { index: true, element: <ListingsPage /> },
    { path: 'listings', element: <ListingsPage /> },
    { path: 'listings/:id', element: <ListingDetailPage /> },
  ],
  links: [{ to: '/listings', label: 'Listings' }],
};
