import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, configureMapTiles, createQueryClient } from 'shared-api';
import 'shared-ui/tokens.css';
import { loadAppConfig } from './app/app-config';
import { App } from './app/app';
import { preloadRemotePage, registerAppRemotes } from './app/federation';
import { keepFocusWhileTakingOver } from './app/keep-focus';
import { atMost, prefetchRouteData, ROUTE_DATA_WAIT_MS } from './app/route-data';
import { StartupError } from './app/startup-error';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  keepFocusWhileTakingOver(container);
  const root = createRoot(container);
  const queryClient = createQueryClient();
  try {
    // As soon as the config arrives, the page's remote starts downloading: in parallel with the
    // Firebase chunk (the largest dependency) and the session restore (spec §2 waits for it).
    const configured = loadAppConfig().then((config) => {
      configureApi({ baseUrl: config.apiBaseUrl });
      configureMapTiles(config.tiles);
      registerAppRemotes(config.remotes);
      preloadRemotePage(window.location.pathname);
      return config;
    });
    // …and so does the page's data (public, so it needs no session).
    const routeData = configured.then(() =>
      prefetchRouteData(window.location.pathname, queryClient),
    );
    const [config, { startFirebaseSession }] = await Promise.all([
      configured,
      import('./app/firebase-session'),
    ]);
    // Spec §2: nothing renders until the first auth state is known.
    const [session] = await Promise.all([
      startFirebaseSession(config),
      atMost(routeData, ROUTE_DATA_WAIT_MS),
    ]);
    // A transition: React renders the whole app in slices of a few milliseconds and lets the
    // browser breathe between them (a slow phone's main thread is never blocked for long), and the
    // prerendered frame stays on screen until the app's first render is complete.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App authActions={session.actions} queryClient={queryClient} />
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error('The shell could not start', error);
    root.render(<StartupError error={error} />);
  }
}

void start();
