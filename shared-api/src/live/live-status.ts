/**
 * Whether this page's live-event stream is up (`live-events.ts` sets it). The message and
 * conversation polls read it: while events arrive, the polls only back them up
 * (`LIVE_POLL_INTERVALS`); without a stream they run at the spec's 3 s / 15 s.
 * One stream per page, so one flag per page.
 */
let connected = false;

export const isLiveConnected = () => connected;

export function setLiveConnected(value: boolean) {
  connected = value;
}
