import type { RemoteEventKind, RemoteReportRow } from 'shared-api/remote-health';
import type { RemoteName } from './app-config';

// How this page's remotes loaded and rendered, tallied for the operator's view of each release
// (`pnpm releases`, the canary watch that rolls back a failing release). Recording is a counter in
// the first load; the code that sends the tallies downloads once the page is idle. Nothing personal
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

/** Starts sending once the page is idle (never in the first load's way). */
export function startRemoteHealth(apiBaseUrl: string) {
  const start = () => {
    void import('./remote-health-sender').then((m) =>
      m.startSending(`${apiBaseUrl}/client-reports`, takeTallies),
    );
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 10_000 });
  else setTimeout(start, 3000);
}
