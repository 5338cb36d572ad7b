import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, configureMapTiles } from 'shared-api';
import 'shared-ui/tokens.css';
import { loadAppConfig } from './app/app-config';
import { App } from './app/app';
import { preloadRemotePage, registerAppRemotes } from './app/federation';
import { StartupError } from './app/startup-error';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
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
    const [config, { startFirebaseSession }] = await Promise.all([
      configured,
      import('./app/firebase-session'),
    ]);
    // Spec §2: nothing renders until the first auth state is known.
    const session = await startFirebaseSession(config);
    root.render(
      <StrictMode>
        <App authActions={session.actions} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('The shell could not start', error);
    root.render(<StartupError error={error} />);
  }
}

void start();
