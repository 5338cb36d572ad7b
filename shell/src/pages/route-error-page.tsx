import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RemoteErrorBoundary } from 'shared-ui';
import styles from './pages.module.css';

/** A page of the shell itself failed (e.g. its chunk could not be downloaded after a deploy). */
export function RouteErrorPage() {
  return (
    <section className={styles.notFound} role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload the page to try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}

/**
 * Around every page, inside the layout (the navbar and footer stay): a page that throws shows
 * RouteErrorPage until the reader goes to another address.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      label="page"
      fallback={() => <RouteErrorPage />}
      onRetry={() => window.location.reload()}
    >
      {children}
    </RemoteErrorBoundary>
  );
}
