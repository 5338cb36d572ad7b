// The cold loads of the bundle section (bench/README.md): the JavaScript each first screen requests,
// signed out and in, desktop and phone, beside the React reference.
import { APPS } from './builds.mjs';
import { coldLoadScripts, PHONE_VIEWPORT, signedInState } from './bundle.mjs';

/**
 * One page of the cold loads: the reference, or a screen of the site (a phone's, signed in).
 * @typedef {{ page: string, url: string | null, waitFor: string, reference?: boolean, path?: string,
 *   goal?: string, viewport?: { width: number, height: number }, phone?: boolean,
 *   storageState?: Awaited<ReturnType<typeof signedInState>> | null, signedIn?: boolean, skip?: string }} ColdLoadPage
 */

/**
 * The JavaScript a cold load of each page requests, the React reference first.
 * @param {{ browser: import('playwright-core').Browser, site: { baseUrl: string },
 *   refs: { react: string | null }, log: (line: string) => void }} options
 */
export async function coldLoads({ browser, site, refs, log }) {
  const offset = Number.parseInt(process.env.PORT_OFFSET ?? '0', 10) || 0;
  const serverNames = Object.fromEntries(APPS.map((app, i) => [String(3000 + offset + i), app]));
  if (refs.react) serverNames[new URL(refs.react).port] = 'reference';
  // The first screens a student's phone must load fast, signed out and in, with their goals
  // (bench/first-load-budgets.json; e2e/tests/first-load-budget.spec.ts enforces the budgets in
  // CI).
  const listings = await fetch(`${site.baseUrl}/api/listings`).then((r) => r.json());
  const listingPath = `/listings/${listings[0]?.listingID ?? 1}`;
  const screens = [
    { path: '/', goal: '/', waitFor: 'main h1' },
    { path: '/listings', goal: '/listings', waitFor: 'main article' },
    { path: listingPath, goal: 'listing', waitFor: 'main h1' },
  ];
  let storageState = null;
  try {
    storageState = await signedInState(browser, site.baseUrl);
  } catch (error) {
    const { message } = /** @type {Error} */ (error);
    log(`  signing in for the signed-in cold loads failed: ${message.split('\n')[0]}`);
  }
  // Desktop (what the CI guard measures) and a phone's screen (Lighthouse's mobile viewport), where
  // the listings pages load no map library until the map is opened or scrolled near.
  const viewports = [
    { label: '', viewport: undefined },
    { label: 'phone', viewport: PHONE_VIEWPORT },
  ];
  /** @type {ColdLoadPage[]} */
  const pages = [
    { page: 'reference: React 19 hello', url: refs.react, waitFor: 'main h1', reference: true },
    ...viewports.flatMap(({ label, viewport }) => [
      ...screens.map((s) => ({
        page: label ? `${s.path} (${label})` : s.path,
        url: `${site.baseUrl}${s.path}`,
        ...s,
        viewport,
        phone: Boolean(viewport),
      })),
      ...screens.map((s) => ({
        page: `${s.path} (${label ? `${label}, ` : ''}signed in)`,
        url: `${site.baseUrl}${s.path}`,
        ...s,
        viewport,
        phone: Boolean(viewport),
        storageState,
        signedIn: true,
        ...(storageState ? {} : { skip: 'could not sign in' }),
      })),
    ]),
  ].filter((p) => p.url);
  const loads = [];
  for (const p of pages) {
    try {
      if (p.skip) throw new Error(p.skip);
      // Pages without a URL were filtered out above.
      const load = await coldLoadScripts(browser, /** @type {string} */ (p.url), {
        waitFor: p.waitFor,
        storageState: p.storageState ?? undefined,
        viewport: p.viewport,
      });
      const byServer = Object.fromEntries(
        Object.entries(load.byOrigin).map(([port, bytes]) => [serverNames[port] ?? port, bytes]),
      );
      const { storageState: _state, viewport: _viewport, ...row } = p;
      loads.push({ ...row, ...load, byServer });
    } catch (error) {
      const { storageState: _state, viewport: _viewport, ...row } = p;
      loads.push({ ...row, error: /** @type {Error} */ (error).message });
    }
  }
  return loads;
}
