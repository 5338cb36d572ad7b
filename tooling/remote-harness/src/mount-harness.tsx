import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import {
  ApiProvider,
  configureApi,
  configureMapTiles,
  configureRemoteLoader,
  createQueryClient,
  prefetchListings,
} from 'shared-api';
import { getTheme } from 'shared-ui';
import 'shared-ui/tokens.css';
import { startEmulatorSession } from './emulator-session';
import { HarnessLayout, type HarnessLink } from './harness-layout';

export interface HarnessOptions {
  /** This remote's federation name, e.g. 'mf_listings' (it is not registered as its own remote). */
  name: string;
  /** The remote's pages at the shell's URLs, e.g. { path: 'listings', element: <ListingsPage /> }. */
  routes: RouteObject[];
  /** Quick links in the harness bar. */
  links: HarnessLink[];
}

interface HarnessConfig {
  apiBaseUrl: string;
  remotes: Record<string, string>;
  firebase: { apiKey: string };
  authEmulatorUrl: string | null;
  tiles: { url: string; attribution: string };
}

function Harness({ options }: { options: HarnessOptions }) {
  const [client] = useState(() => createQueryClient());
  return (
    <ApiProvider client={client} live onRestored={() => void prefetchListings(client)}>
      {/* The declarative router, as in the shell (its app.tsx). */}
      <BrowserRouter>
        <HarnessRoutes options={options} />
      </BrowserRouter>
    </ApiProvider>
  );
}

function HarnessRoutes({ options }: { options: HarnessOptions }) {
  return useRoutes([
    {
      element: <HarnessLayout name={options.name} links={options.links} />,
      children: options.routes,
    },
  ]);
}

/**
 * Renders one remote alone, with the shell's providers: router, one QueryClient, theme and a
 * session (the auth emulator through its REST API). Reads the same /app-config.json as the shell.
 */
export async function mountHarness(options: HarnessOptions) {
  getTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  try {
    const res = await fetch('/app-config.json', { cache: 'no-cache' });
    if (!res.ok) throw new Error(`Could not download /app-config.json (HTTP ${res.status})`);
    const config = (await res.json()) as HarnessConfig;
    configureApi({ baseUrl: config.apiBaseUrl });
    configureMapTiles(config.tiles);
    // The other remotes, for modules loaded at run time (mf-profile → mf_messaging/ConversationList).
    const others = Object.entries(config.remotes).filter(([remote]) => remote !== options.name);
    registerRemotes(others.map(([remote, entry]) => ({ name: remote, entry })));
    configureRemoteLoader(async (id) => {
      const module = await loadRemote(id);
      if (module == null) throw new Error(`Could not load ${id}`);
      return module;
    });
    await startEmulatorSession(
      config.authEmulatorUrl
        ? { emulatorUrl: config.authEmulatorUrl, apiKey: config.firebase.apiKey }
        : null,
    );
  } catch (error) {
    console.error('The harness could not read its configuration', error);
    await startEmulatorSession(null);
  }
  root.render(
    <StrictMode>
      <Harness options={options} />
    </StrictMode>,
  );
}
