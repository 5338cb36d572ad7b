// The operator's view of how each remote's release fares in browsers: page loads and error rate
// over the last hour, from the API's tallies of the shell's reports (`GET
// /api/client-reports/summary`, answered only on the site's machine). Used by `pnpm releases` and
// by the canary watch (canary-watch.mjs).

/**
 * One release's tally, as the API sums it.
 * @typedef {{ remote: string, release: string, loads: number, loadErrors: number,
 *   renderErrors: number, errorRate: number }} RemoteHealth
 */

/**
 * The API of the site on this machine (moved by PORT_OFFSET like the others), or API_ORIGIN.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ api: number }} ports
 */
export function apiOriginFrom(env, ports) {
  return (env.API_ORIGIN || `http://127.0.0.1:${ports.api}`).replace(/\/+$/, '');
}

/**
 * Page loads and error rate per remote release over the last `minutes`; null when the API does
 * not answer (the site is not running), so the caller can say so instead of failing.
 * @param {{ apiOrigin: string, minutes?: number, timeoutMs?: number }} options
 * @returns {Promise<RemoteHealth[] | null>}
 */
export async function fetchRemoteHealth({ apiOrigin, minutes = 60, timeoutMs = 3000 }) {
  try {
    const res = await fetch(`${apiOrigin}/api/client-reports/summary?minutes=${minutes}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    return /** @type {{ releases: RemoteHealth[] }} */ (await res.json()).releases;
  } catch {
    return null;
  }
}

/**
 * `412 page loads · 1.2 % errors (3 failed to load, 2 threw)`, for one release.
 * @param {Omit<RemoteHealth, 'remote' | 'release'> | undefined | null} row
 */
export function describeHealth(row) {
  if (!row) return 'no page loads reported in the last hour';
  const loads = `${row.loads} page load${row.loads === 1 ? '' : 's'}`;
  const rate = `${(row.errorRate * 100).toFixed(1)} % errors`;
  const detail =
    row.loadErrors || row.renderErrors
      ? ` (${row.loadErrors} failed to load, ${row.renderErrors} threw)`
      : '';
  return `${loads} · ${rate}${detail}`;
}
