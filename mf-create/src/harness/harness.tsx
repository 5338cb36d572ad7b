import type { HarnessOptions } from 'remote-harness';
import CreateListingPage from '../exposes/CreateListingPage';
import EditListingPage from '../exposes/EditListingPage';

/** This remote's pages at the shell's URLs (shell/src/app/routes.tsx). */
export const harness: HarnessOptions = {
  name: 'mf_create',
  routes: [
    { index: true, element: <CreateListingPage /> },
    { path: 'listings/new', element: <CreateListingPage /> },
    { path: 'listings/:id/edit', element: <EditListingPage /> },
  ],
  links: [{ to: '/listings/new', label: 'Create listing' }],
};
