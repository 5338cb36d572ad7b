import {
  Suspense,
  createElement,
  lazy,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { RemoteErrorBoundary, useScreenKnown } from 'shared-ui';
import { incompatibilityOf } from './compatibility';
import { countRenderError } from './federation';
import styles from './remote-page.module.css';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export const REMOTE_FAILURE = {
  title: 'This page could not be loaded',
  body: 'Part of the site is not responding right now. Check your connection, then try again.',
  retry: 'Try again',
  loading: 'Loading page…',
} as const;

/**
 * One lazy component per exposed page. A failed load is forgotten, so that the next attempt
 * (Try again, or coming back to the route later) downloads it afresh.
 */
const pages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(id: string, load: PageLoader) {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() =>
      load().catch((error: unknown) => {
        pages.delete(id);
        throw error;
      }),
    );
    pages.set(id, page);
  }
  return page;
}

/**
 * Pages whose code is here already, rendered as they are rather than through `lazy`: on the site
 * server, the remote's published server render of the page (scripts/lib/page-render.mjs); in the
 * browser, the same page's module, loaded before React hydrates the HTML the server painted with it
 * (bootstrap.tsx). Hydration must find the page itself where the server drew it, not a fallback.
 */
const provided = new Map<string, ComponentType>();

export function providePage(id: string, page: ComponentType) {
  provided.set(id, page);
}

/** The site server's render forgets the pages of one request before the next. */
export function forgetProvidedPages() {
  provided.clear();
}

/**
 * `reason`: why, when the shell knows better than "check your connection" (a remote built for
 * another React: compatibility.ts). The generic advice would send the visitor to the wrong fix.
 */
export function RemoteFailure({
  onRetry,
  reason,
}: {
  onRetry: () => void;
  reason?: string | null;
}) {
  return (
    <section className={styles.failure} role="alert" aria-labelledby="remote-failure-title">
      <h1 id="remote-failure-title" className={styles.title}>
        {REMOTE_FAILURE.title}
      </h1>
      <p className={styles.body}>{reason ?? REMOTE_FAILURE.body}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {REMOTE_FAILURE.retry}
      </button>
    </section>
  );
}

export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-label="Loading page">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{REMOTE_FAILURE.loading}</span>
    </div>
  );
}

/**
 * A route's page from a remote: downloaded when first shown, with a spinner meanwhile. When the
 * remote cannot be loaded (server down, manifest 404, script error) or its page throws, an in-page
 * message with 'Try again' replaces it; the navbar, the footer and every other route keep working.
 */
export function RemotePage({
  id,
  load,
  loading = <PageLoading />,
}: {
  id: string;
  load: PageLoader;
  /** What shows while the page downloads: a skeleton of the page keeps its space (no shift). */
  loading?: ReactNode;
}) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Where the page's code is not here (the site server without the remote's render, and the
  // hydration of what it drew then): the loading state itself, as the server drew it; `lazy` would
  // suspend there and make React render the whole boundary again.
  const hydrating = !useScreenKnown();
  const here = provided.get(id);
  // A module-level cache, not a component created per render: the same lazy object every time.
  const page = here ? createElement(here) : hydrating ? null : createElement(lazyPage(id, load));
  return (
    <RemoteErrorBoundary
      label="A remote page"
      resetKey={`${pathname}#${attempt}`}
      onRetry={() => setAttempt((n) => n + 1)}
      onError={(error) => countRenderError(id, error)}
      fallback={(retry, error) => (
        <RemoteFailure onRetry={retry} reason={incompatibilityOf(error)} />
      )}
    >
      {page ? <Suspense fallback={loading}>{page}</Suspense> : loading}
    </RemoteErrorBoundary>
  );
}
