import { describe, expect, it } from 'vitest';
import { setLiveConnected } from '../live/live-status';
import { MAX_POLL_BACKOFF, pollWithBackoff } from './poll';

interface Polled {
  status: 'pending' | 'success' | 'error';
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  errorUpdateCount: number;
}
const state = (s: Partial<Polled>): { state: Polled } => ({
  state: {
    status: 'success',
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
    errorUpdateCount: 0,
    ...s,
  },
});

describe('pollWithBackoff', () => {
  const every3s = pollWithBackoff(3_000);

  it('polls at the base interval while polls succeed', () => {
    expect(every3s(state({ status: 'success', dataUpdatedAt: 1_000 }))).toBe(3_000);
    expect(every3s(state({ status: 'pending' }))).toBe(3_000);
  });

  it('waits as long as it has been failing, so the waits double, up to the cap', () => {
    const failing = (since: number) =>
      every3s(state({ status: 'error', dataUpdatedAt: 10_000, errorUpdatedAt: 10_000 + since }));
    expect(failing(1_000)).toBe(3_000);
    expect(failing(6_000)).toBe(6_000);
    expect(failing(12_000)).toBe(12_000);
    expect(failing(10 * 60_000)).toBe(MAX_POLL_BACKOFF);
  });

  it('counts failures when nothing ever loaded', () => {
    const never = (count: number) =>
      every3s(state({ status: 'error', errorUpdatedAt: 5_000, errorUpdateCount: count }));
    expect(never(1)).toBe(6_000);
    expect(never(2)).toBe(12_000);
    expect(never(9)).toBe(MAX_POLL_BACKOFF);
  });

  it('only backs the live stream up while it is connected, and polls at the base without it', () => {
    const live = pollWithBackoff(3_000, 30_000);
    setLiveConnected(true);
    try {
      expect(live(state({ status: 'success', dataUpdatedAt: 1_000 }))).toBe(30_000);
      expect(every3s(state({ status: 'success', dataUpdatedAt: 1_000 }))).toBe(3_000);
      // A failing poll backs off as before (from the base), stream or not.
      expect(live(state({ status: 'error', dataUpdatedAt: 10_000, errorUpdatedAt: 16_000 }))).toBe(
        6_000,
      );
    } finally {
      setLiveConnected(false);
    }
    expect(live(state({ status: 'success', dataUpdatedAt: 1_000 }))).toBe(3_000);
  });
});
