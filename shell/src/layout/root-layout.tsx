import { Outlet } from 'react-router';
import { useEffect, useState } from 'react';
import { usePageTitle } from 'shared-api';
import { ByScreen, formatCount, Toaster } from 'shared-ui';
import { Footer } from '../features/footer';
import { Navbar, useUnreadCount } from '../features/navbar';
import { LazySignInDialog } from './lazy-sign-in-dialog';
import { OfflineBanner } from './offline-banner';
import styles from './root-layout.module.css';
import { RouteTitleContext } from './route-title';
import { useScrollMemory } from './scroll-memory';

export const SITE_NAME = 'Madison Subleases';

/**
 * document.title: the page's own title (a remote's `useDocumentTitle`, e.g. the listing's title),
 * else the route's title (`RouteTitle`), then the site name; unread messages lead it, as in mail apps, so
 * they show in a background tab: '(3) Listings · Madison Subleases'.
 */
function useComposedTitle(routeTitle: string | undefined) {
  const pageTitle = usePageTitle();
  const unread = useUnreadCount();
  const title = pageTitle ?? routeTitle;
  const base = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  const full = unread > 0 ? `(${formatCount(unread)}) ${base}` : base;
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/**
 * The frame of every route: navbar slot, the page, footer slot. The navbar and footer are separate
 * components so the product UI can replace them without touching the routing.
 */
export function RootLayout() {
  const [routeTitle, setRouteTitle] = useState<string>();
  useComposedTitle(routeTitle);
  useScrollMemory();
  return (
    <RouteTitleContext.Provider value={setRouteTitle}>
      <div className={styles.app}>
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        <ByScreen phone={<Navbar layout="mobile" />} wide={<Navbar layout="desktop" />} />
        <OfflineBanner />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <ByScreen inclusive phone={<Footer layout="narrow" />} wide={<Footer layout="wide" />} />
        <LazySignInDialog />
        {/* The one live region for every toast.* of the shell and the remotes (shared-ui's store). */}
        <Toaster />
      </div>
    </RouteTitleContext.Provider>
  );
}
