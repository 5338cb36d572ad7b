import { StrictMode, startTransition } from 'react';
import 'shared-ui/tokens.css';
import { loadAppConfig } from './app/app-config';
import { keepFocusWhileTakingOver } from './app/keep-focus';

// The app arrives in parts, each evaluated in its own task as its chunk comes in (React DOM, the
// API client with its schemas, Firebase, the app's routes and pages), not all in one long task
// once the last has arrived: a phone's main thread stays free for the visitor in between, and the
// prerendered page stays usable meanwhile.
const reactDom = import('react-dom/client');
const startUp = import('./app/start-up');
const firebase = import('./app/firebase-session');
const app = import('./app/app');

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
    // parallel with the Firebase chunk (the largest dependency) and the session restore (spec §2
    // waits for it).
    const [config, site] = await Promise.all([loadAppConfig(), startUp]);
    const { queryClient, routeData } = site.configureSite(config, window.location.pathname);
    await nextTask();
    const { startFirebaseSession } = await firebase;
    // Spec §2: nothing renders until the first auth state is known.
    const [session] = await Promise.all([
      startFirebaseSession(config),
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
  } catch (error) {
    console.error('The shell could not start', error);
    const { StartupError } = await import('./app/startup-error');
    root.render(<StartupError error={error} />);
  }
}

void start();
