import { REMOTE_REPORT_LIMITS, type RemoteReportRow } from 'shared-api/remote-health';

/** How often waiting tallies go out while the page stays open (and whenever it is hidden). */
export const REPORT_EVERY_MS = 30_000;

/**
 * Sends the tallies to the API: now, every half minute while there is something new, and when the
 * page is hidden or left (`sendBeacon` survives the page closing). A lost report is only a count.
 */
export function startSending(
  url: string,
  takeTallies: (maxRows: number, maxCount: number) => RemoteReportRow[],
) {
  const flush = () => {
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
  flush();
  setInterval(flush, REPORT_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
