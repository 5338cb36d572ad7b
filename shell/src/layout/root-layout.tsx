import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from 'shared-api';
import { Footer } from '../features/footer';
import { Navbar } from '../features/navbar';
import styles from './root-layout.module.css';

// The sign-in dialog (form, rules, messages) is its own chunk, downloaded the first time something
// opens it: most visits never do. It is a modal over the page, so arriving a moment later moves
// nothing.
const SignInDialog = lazy(() =>
  import('../features/auth/components/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);
function LazySignInDialog() {
  const open = useSession((s) => s.signIn.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  ) : null;
}

export const SITE_NAME = 'Madison Subleases';

/** Routes may name their page in `handle.title`; remotes may still set document.title themselves. */
function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

/**
 * The frame of every route: navbar slot, the page, footer slot. The navbar and footer are separate
 * components so the product UI can replace them without touching the routing.
 */
export function RootLayout() {
  useDocumentTitle();
  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LazySignInDialog />
      <ScrollRestoration />
    </div>
  );
}
