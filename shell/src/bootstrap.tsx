import { StrictMode, startTransition } from 'react';
import 'shared-ui/tokens.css';
import { loadAppConfig, type AppConfig } from './app/app-config';
import type { AuthActions } from './features/auth/auth-actions';
import { mayHaveStoredUser } from './app/stored-session';
import { fetchFirstTaps } from './app/first-taps';

// The app arrives in parts, each evaluated in its own task as its chunk comes in (React DOM, the
// API client with its schemas, Firebase, the app's routes and pages), not all in one long task
// once the last has arrived: a phone's main thread stays free for the visitor in between, and the
// prerendered page stays usable meanwhile.
const reactDom = import('react-dom/client');
const startUp = import('./app/start-up');
const app = import('./app/app');
// Firebase (the largest dependency) only for a browser that may hold a session: a signed-out
// visitor gets it when they open the sign-in dialog (app/deferred-session.ts).
const firebase = () => import('./app/firebase-session');
type StartSession = (
  config: AppConfig,
) => Promise<{ actions: AuthActions }> | { actions: AuthActions };
const maySignedIn = mayHaveStoredUser();
const sessionStarter = maySignedIn.then((may): Promise<StartSession> =>
  may
    ? firebase().then((m) => m.startFirebaseSession)
    : import('./app/deferred-session').then(
        (m) => (config: AppConfig) =>
          m.deferredSession(
            () => firebase().then((f) => f.startFirebaseSession(config)),
            mayHaveStoredUser,
          ),
      ),
);

/** Runs `start` once the page has loaded (now, if it already has). */
const afterLoad = (start: () => void) => {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};

/** Resolves in a later task: lets the browser handle input and paint between two parts. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the site server rendered into #root for this very URL (page-render.mjs marks it): the app
 * for the browser to hydrate, with that remote page's code when it names one. Null: a frame the
 * app replaces (another URL's, or one without the app's render).
 */
function renderedHere(container: HTMLElement): { page: string | null } | null {
  const { renderedFor, renderedPage } = container.dataset;
  const here = `${window.location.pathname}${window.location.search}`;
  return renderedFor === here ? { page: renderedPage ?? null } : null;
}

/** A painted page that React could not hydrate as it was: it rendered it again (same content). */
const reportMismatch = (error: unknown) =>
  console.error('The painted page was rendered again', error);

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const rendered = renderedHere(container);
  // The start-up files are in (this code needs them): the network is free while the rest of the
  // app is evaluated and the page hydrated, so the code of the page's first taps comes now.
  void maySignedIn.then((may) => fetchFirstTaps(window.location.pathname, !may));
  const { createRoot, hydrateRoot } = await reactDom;
  await nextTask();
  try {
    // As soon as the config arrives, the page's remote and its public data start downloading: in
    // parallel with the Firebase chunk (the largest dependency, when a session may be stored) and
    // the session restore.
    const [config, site] = await Promise.all([loadAppConfig(), startUp]);
    const { queryClient, routeData } = site.configureSite(config, window.location.pathname);
    await nextTask();
    const startSession = await sessionStarter;
    // Hydration needs what the server rendered with: the page's data and its remote's code.
    const [session, dataReady, page] = await Promise.all([
      startSession(config),
      // A painted page shows its content already: waiting for its answer (however slow the
      // network) keeps it, where giving up would replace it with the page's loading state.
      (rendered ? routeData : site.atMost(routeData, site.ROUTE_DATA_WAIT_MS)).then(() =>
        routeData.ready(),
      ),
      rendered?.page ? site.loadPageModule(rendered.page) : null,
    ]);
    const { App, providePage } = await app;
    if (rendered?.page && page) providePage(rendered.page, page);
    const element = (
      <StrictMode>
        <App authActions={session.actions} queryClient={queryClient} />
      </StrictMode>
    );
    if (rendered && dataReady && (page || !rendered.page)) {
      // The painted page stays and its controls start to work as React reaches them; the
      // visitor's session and screen come in the render after (they were unknown to the server).
      // The controls the server disabled until now work from here on: React hydrates what a click
      // lands on at once.
      for (const button of container.querySelectorAll('[data-painted-disabled]')) {
        button.removeAttribute('disabled');
        button.removeAttribute('data-painted-disabled');
      }
      hydrateRoot(container, element, { onRecoverableError: reportMismatch });
    } else {
      // A frame drawn before anything was known: React renders the app in its place, in slices of
      // a few milliseconds (a transition), the frame on screen until the app's render is complete.
      const root = createRoot(container);
      startTransition(() => root.render(element));
    }
    // The installable app (service worker, offline cache): its code loads after the page has,
    // never in the first load; production builds only (`pnpm dev` has no service worker).
    if (process.env.NODE_ENV === 'production') {
      afterLoad(() => {
        void import('./app/pwa/start-pwa').then((m) => m.startPwa(queryClient));
      });
    }
  } catch (error) {
    console.error('The shell could not start', error);
    const { StartupError } = await import('./app/startup-error');
    createRoot(container).render(<StartupError error={error} />);
  }
}

void start();
