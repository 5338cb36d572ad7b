import { StrictMode, startTransition } from 'react';
import 'shared-ui/tokens.css';
import { loadAppConfig, type AppConfig } from './app/app-config';
import { keepFocusWhileTakingOver } from './app/keep-focus';
import type { AuthActions } from './features/auth/auth-actions';
import { mayHaveStoredUser } from './app/stored-session';

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
const sessionStarter = mayHaveStoredUser().then((may): Promise<StartSession> =>
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

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  keepFocusWhileTakingOver(container);
  const { createRoot } = await reactDom;
  await nextTask();
  const root = createRoot(container);
  try {
    // As soon as the config arrives, the page's remote and its public data start downloading: in
    // parallel with the Firebase chunk (the largest dependency, when a session may be stored) and
    // the session restore (nothing renders before it).
    const [config, site] = await Promise.all([loadAppConfig(), startUp]);
    const { queryClient, routeData } = site.configureSite(config, window.location.pathname);
    await nextTask();
    const startSession = await sessionStarter;
    // Nothing renders until the first auth state is known.
    const [session] = await Promise.all([
      startSession(config),
      site.atMost(routeData, site.ROUTE_DATA_WAIT_MS),
    ]);
    const { App } = await app;
    // A transition: React renders the whole app in slices of a few milliseconds and lets the
    // browser breathe between them, and the prerendered frame stays on screen until the app's
    // first render is complete.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App authActions={session.actions} queryClient={queryClient} />
        </StrictMode>,
      );
    });
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
    root.render(<StartupError error={error} />);
  }
}

void start();
