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
import { PAGES, type Page } from './page-table.mjs';
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

type RemotePageEntry = Extract<Page, { module: string }>;
/** 'mf_listings/ListingsPage', …: each entry's own pair (an id RemotePages lacks fails the check). */
type RemoteId = RemotePageEntry extends infer E
  ? E extends { owner: infer O extends string; module: infer M extends string }
    ? `${O}/${M}`
    : never
  : never;
type ShellPath = Exclude<Extract<Page, { owner: 'shell' }>['path'], '/'>;

/** The shell's own pages' chunks: a shell page of the table without one fails the type check. */
const SHELL_PAGES: Record<ShellPath, () => Promise<{ default: ComponentType }>> = {
  '/privacy': () => import('../pages/privacy/privacy-page'),
  '/terms': () => import('../pages/terms/terms-page'),
  '/contact': () => import('../pages/contact/contact-page'),
};

/** What a remote page shows while its remote downloads: the prerendered skeletons (src/prerender). */
const LOADING: Partial<Record<RemoteId, ReactNode>> = {
  'mf_listings/ListingsPage': <ListingsLoading />,
  'mf_listings/ListingDetailPage': <ListingDetailLoading />,
};

/** The route of a page of the table: its path (relative to the layout's) and its element. */
function pageRoute(page: Page): RouteObject {
  // The home page is in the first load (it is most visits' first page).
  if (page.path === '/') return { index: true, element: <HomePage /> };
  const path = page.path.slice(1);
  if (!('module' in page)) return { path, ...shellPage(SHELL_PAGES[page.path], page.title) };
  const id = `${page.owner}/${page.module}` as RemoteId;
  return { path, ...remote(id, page.title, LOADING[id]) };
}

/**
 * Every route of the site, for the declarative router's `useRoutes` (app.tsx): the pages of the
 * page table (page-table.mjs, which the site server reads too), then the 404.
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
          ...PAGES.map(pageRoute),
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
