import type { QueryState } from '@tanstack/react-query';
import { isLiveConnected } from '../live/live-status';
import { SECOND } from './cache-times';

/** The longest wait between polls while the API keeps failing. */
export const MAX_POLL_BACKOFF = 30 * SECOND;

/**
 * A `refetchInterval` that polls every `base` ms while polls succeed and backs off while they fail
 * (the 3 s / 15 s bases assume a healthy API): after a failure the next poll waits as
 * long as the query has been failing, so the waits roughly double, up to `MAX_POLL_BACKOFF`. The
 * first success returns to `base`. TanStack Query re-reads this after every update of the query.
 * `whileLive`: the interval while this page's live-event stream is up (events refetch at once).
 */
export function pollWithBackoff(base: number, whileLive = base) {
  type Polled = Pick<
    QueryState,
    'status' | 'dataUpdatedAt' | 'errorUpdatedAt' | 'errorUpdateCount'
  >;
  return (query: { state: Polled }): number => {
    const { status, dataUpdatedAt, errorUpdatedAt, errorUpdateCount } = query.state;
    if (status !== 'error') return isLiveConnected() ? whileLive : base;
    const failingFor =
      dataUpdatedAt > 0
        ? errorUpdatedAt - dataUpdatedAt
        : base * 2 ** Math.min(errorUpdateCount, 5); // never loaded: count the failures instead
    return Math.min(MAX_POLL_BACKOFF, Math.max(base, failingFor));
  };
}
