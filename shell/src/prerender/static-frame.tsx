import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Listing } from 'shared-api';
import { ByScreen } from 'shared-ui';
// Build time only (Node, no federation): the router package itself, not the shared facade.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import { Footer } from '../features/footer';
import { Navbar } from '../features/navbar';
import layout from '../layout/root-layout.module.css';
import { PAGES, type Page } from '../app/page-table.mjs';
import HomePage from '../pages/home/home-page';
import { ListingDetailSkeleton, ListingsSkeleton } from './skeletons';
import styles from './static-frame.module.css';

type TableFrame = Extract<Page, { frame: string }>['frame'];

/**
 * The prerendered pages: the generic frame (index.html, every other route) and each `frame` of the
 * page table (src/app/page-table.mjs), which the site server picks by URL.
 */
export type FramePage = 'generic' | TableFrame;

/** A URL of each frame's page, for the navbar's active link (a parameter is any one value). */
const PATHS = Object.fromEntries([
  // No nav link is active on the generic frame: it stands for every other route.
  ['generic', '/_'],
  ...PAGES.flatMap((page) =>
    'frame' in page ? [[page.frame, page.path.replace(/:\w+/g, '_')] as const] : [],
  ),
]) as Record<FramePage, string>;

/** Public data the site server may render a page with (never anything of the visitor's). */
export interface FrameData {
  listings?: readonly Listing[];
  listing?: Listing;
}

const CONTENT: Record<FramePage, (data: FrameData) => ReactNode> = {
  generic: () => <div className={styles.reserved} />,
  home: () => <HomePage />,
  listings: ({ listings }) => <ListingsSkeleton listings={listings} />,
  listing: ({ listing }) => <ListingDetailSkeleton listing={listing} />,
};

/**
 * RootLayout as it looks before the visitor is known, with the page's skeleton (with `data`, its
 * public content): the frame sent when the site server could not render the app itself
 * (page-render.mjs renderApp) and for every page without one. React replaces it all on its first
 * render (createRoot), laid out the same.
 */
export function StaticFrame({ page, data = {} }: { page: FramePage; data?: FrameData }) {
  // The navbar's unread badge reads the conversation query; with no user it stays idle, so this
  // client never fetches at build time (and a badge of 0 draws nothing).
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[PATHS[page]]}>
        <div className={layout.app}>
          <a className={layout.skipLink} href="#main">
            Skip to content
          </a>
          <ByScreen phone={<Navbar layout="mobile" />} wide={<Navbar layout="desktop" />} />
          <main id="main" className={layout.main} tabIndex={-1}>
            {CONTENT[page](data)}
          </main>
          <ByScreen inclusive phone={<Footer layout="narrow" />} wide={<Footer layout="wide" />} />
        </div>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
