import type { FirebaseOptions } from 'firebase/app';
import { takeEarly } from './early-fetch';

/** The federation names of the remotes, as registered at run time. */
export const REMOTE_NAMES = ['mf_listings', 'mf_create', 'mf_messaging', 'mf_profile'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * `/app-config.json`, read once at start-up. Moving a remote, the API or the
 * identity provider is an edit of that file, never a rebuild of the shell.
 */
export interface AppConfig {
  apiBaseUrl: string;
  /** URL of each remote's `mf-manifest.json` (or `remoteEntry.js`). */
  remotes: Record<RemoteName, string>;
  firebase: FirebaseOptions;
  /** e.g. `http://127.0.0.1:9099` locally; null in production. */
  authEmulatorUrl: string | null;
  tiles: { url: string; attribution: string };
}

export class AppConfigError extends Error {
  override name = 'AppConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AppConfigError(`app-config.json: "${field}" must be a non-empty string`);
  }
  return value;
}

/** Checks the file's shape, so a typo in it fails loudly at start-up rather than deep in a page. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (!isRecord(raw)) throw new AppConfigError('app-config.json must hold a JSON object');
  const { remotes, firebase, tiles } = raw;
  if (!isRecord(remotes)) throw new AppConfigError('app-config.json: "remotes" must be an object');
  if (!isRecord(firebase))
    throw new AppConfigError('app-config.json: "firebase" must be an object');
  if (!isRecord(tiles)) throw new AppConfigError('app-config.json: "tiles" must be an object');
  const authEmulatorUrl = raw.authEmulatorUrl ?? null;
  if (authEmulatorUrl !== null) requireString(authEmulatorUrl, 'authEmulatorUrl');
  return {
    apiBaseUrl: requireString(raw.apiBaseUrl, 'apiBaseUrl'),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, requireString(remotes[name], `remotes.${name}`)]),
    ) as Record<RemoteName, string>,
    firebase: {
      ...firebase,
      apiKey: requireString(firebase.apiKey, 'firebase.apiKey'),
      projectId: requireString(firebase.projectId, 'firebase.projectId'),
    },
    authEmulatorUrl: authEmulatorUrl as string | null,
    tiles: {
      url: requireString(tiles.url, 'tiles.url'),
      attribution: requireString(tiles.attribution, 'tiles.attribution'),
    },
  };
}

/**
 * Fetched fresh on every page load (the server sends it no-cache), or taken from the painted page's
 * loader, which asked for it at the first paint (early-fetch.ts).
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  let res: Response;
  try {
    const ask = () => fetch(url, { cache: 'no-cache' });
    res = await (takeEarly(url, ask) ?? ask());
  } catch {
    throw new AppConfigError(`Could not download ${url}: is the server running?`);
  }
  if (!res.ok) throw new AppConfigError(`Could not download ${url} (HTTP ${res.status})`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new AppConfigError(`${url} is not valid JSON`);
  }
  return parseAppConfig(body);
}
