import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type CreateListingPage from 'mf_create/CreateListingPage';
import type EditListingPage from 'mf_create/EditListingPage';
import type ListingDetailPage from 'mf_listings/ListingDetailPage';
import type ListingsPage from 'mf_listings/ListingsPage';
import type ChatPage from 'mf_messaging/ChatPage';
import type MessagesPage from 'mf_messaging/MessagesPage';
import type ProfilePage from 'mf_profile/ProfilePage';
import { Outlet } from 'react-router';
import { RootLayout } from '../layout/root-layout';
import { RouteTitle } from '../layout/route-title';
import HomePage from '../pages/home/home-page';
import NotFoundPage from '../pages/not-found-page';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { loadRemoteModule } from './federation';
import { RemotePage } from './remote-page';
import { ListingDetailLoading, ListingsLoading } from './route-skeletons';

/**
 * The exposed page modules, typed by the types each remote publishes with its build (tsconfig `paths`
 * → `@mf-types/`, filled by `types:pull`): a page that starts to need props fails this file's check.
 */
interface RemotePages {
  'mf_listings/ListingsPage': typeof ListingsPage;
  'mf_listings/ListingDetailPage': typeof ListingDetailPage;
  'mf_create/CreateListingPage': typeof CreateListingPage;
  'mf_create/EditListingPage': typeof EditListingPage;
  'mf_messaging/MessagesPage': typeof MessagesPage;
  'mf_messaging/ChatPage': typeof ChatPage;
  'mf_profile/ProfilePage': typeof ProfilePage;
}

function remote<K extends keyof RemotePages>(
  id: K,
  title?: string,
  loading?: ReactNode,
): RouteObject {
  const page = (
    <RemotePage
      id={id}
      load={() => loadRemoteModule<{ default: RemotePages[K] }>(id)}
      loading={loading}
    />
  );
  return { element: title ? <RouteTitle title={title}>{page}</RouteTitle> : page };
}

/**
 * A page of the shell itself, split into its own chunk. Loaded like a remote page (spinner inside the
 * layout, 'Try again' if the chunk fails) rather than with route.lazy, which would blank the layout.
 */
function shellPage(load: () => Promise<{ default: ComponentType }>, title: string): RouteObject {
  return {
    element: (
      <RouteTitle title={title}>
        <RemotePage id={`shell/${title}`} load={load} />
      </RouteTitle>
    ),
  };
}

/**
 * Every route of the site, in one table (the shell owns the URL table), for the
 * declarative router's `useRoutes` (app.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Inside the layout: a failing page keeps the navbar and footer.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomePage /> },
          // The prerendered skeletons stay while the remote downloads (src/prerender).
          {
            path: 'listings',
            ...remote('mf_listings/ListingsPage', 'Listings', <ListingsLoading />),
          },
          { path: 'listings/new', ...remote('mf_create/CreateListingPage', 'List Your Property') },
          {
            path: 'listings/:id',
            ...remote('mf_listings/ListingDetailPage', 'Listing', <ListingDetailLoading />),
          },
          { path: 'listings/:id/edit', ...remote('mf_create/EditListingPage', 'Edit Listing') },
          { path: 'profile', ...remote('mf_profile/ProfilePage', 'Profile') },
          { path: 'messages', ...remote('mf_messaging/MessagesPage', 'Messages') },
          { path: 'messages/:conversationId', ...remote('mf_messaging/ChatPage', 'Messages') },
          {
            path: 'privacy',
            ...shellPage(() => import('../pages/privacy/privacy-page'), 'Privacy Policy'),
          },
          {
            path: 'terms',
            ...shellPage(() => import('../pages/terms/terms-page'), 'Terms of Service'),
          },
          {
            path: 'contact',
            ...shellPage(() => import('../pages/contact/contact-page'), 'Contact Us'),
          },
          {
            path: '*',
            element: (
              <RouteTitle title="Page Not Found">
                <NotFoundPage />
              </RouteTitle>
            ),
          },
        ],
      },
    ],
  },
];
