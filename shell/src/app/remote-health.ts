import type { RemoteEventKind, RemoteReportRow } from 'shared-api/remote-health';
import { REMOTE_REPORT_LIMITS } from 'shared-api/remote-health-limits';
import type { RemoteName } from './app-config';

// How this page's remotes loaded and rendered, tallied for the operator's view of each release
// (`pnpm releases`, the canary watch that rolls back a failing release). Recording is a counter and
// sending a beacon: a few hundred bytes of the first load, run after it. Nothing personal
// is recorded: the remote, its release and what happened, never the page, the user or the error.

type ReportedRemote = RemoteReportRow['remote'];
const tallies = new Map<string, RemoteReportRow>();
const loaded = new Set<string>();
const releases = new Map<string, string>();

const packageOf = (name: string) => name.replace('_', '-') as ReportedRemote;

/**
 * The release a remote's entry URL serves: releases are published at
 * `…/<package>/<release>/mf-manifest.json` (scripts/lib/app-config.mjs); any other URL is the
 * remote's own build, reported as `build`.
 */
export function releaseOfEntry(pkg: string, url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = new RegExp(`/${pkg}/([\\w.+-]{1,64})/[^/]+$`).exec(path);
  return match?.[1] ?? 'build';
}

/** Which release each remote is on this page, from `/app-config.json`. */
export function setRemoteEntries(remotes: Record<RemoteName, string>) {
  for (const [name, url] of Object.entries(remotes)) {
    releases.set(name, releaseOfEntry(packageOf(name), url));
  }
}

/** Counts an event of the remote `name` (a federation name, e.g. `mf_listings`). */
export function recordRemote(kind: RemoteEventKind, name: string) {
  if (!releases.has(name)) return; // not one of the site's remotes
  if (kind === 'load') {
    // A page load of the remote, however many of its modules the page uses.
    if (loaded.has(name)) return;
    loaded.add(name);
  }
  const remote = packageOf(name);
  const release = releases.get(name) ?? 'build';
  const key = `${remote} ${release} ${kind}`;
  const row = tallies.get(key) ?? { remote, release, kind, count: 0 };
  row.count += 1;
  tallies.set(key, row);
}

/** Takes what is waiting, within one report's limits; the rest waits for the next report. */
export function takeTallies(maxRows: number, maxCount: number): RemoteReportRow[] {
  const rows: RemoteReportRow[] = [];
  for (const [key, row] of tallies) {
    if (rows.length === maxRows) break;
    const count = Math.min(row.count, maxCount);
    rows.push({ ...row, count });
    if (count === row.count) tallies.delete(key);
    else row.count -= count;
  }
  return rows;
}

/**
 * Sends what is waiting: once the page is idle, every 30 s after while there is something new, and
 * whenever the page is hidden or left — from the start, so a page that failed and was closed at
 * once still reports (`sendBeacon` outlives the page). A lost report is only a count.
 */
export function startRemoteHealth(apiBaseUrl: string) {
  const flush = sender(`${apiBaseUrl}/client-reports`);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  const start = () => {
    flush();
    setInterval(flush, REPORT_EVERY_MS);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 10_000 });
  else setTimeout(start, 3000);
}

/** How often waiting tallies go out while the page stays open. */
export const REPORT_EVERY_MS = 30_000;

export function sender(url: string) {
  return () => {
    const events = takeTallies(REMOTE_REPORT_LIMITS.rows, REMOTE_REPORT_LIMITS.countPerRow);
    if (!events.length) return;
    const body = JSON.stringify({ events });
    const sent = navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
    if (!sent) {
      void fetch(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
      }).catch(() => {});
    }
  };
}
