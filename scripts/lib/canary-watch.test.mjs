import { describe, expect, it } from 'vitest';
import { canaryLimitsFrom, checkCanaries } from './canary-watch.mjs';

// A failing canary is ended without anyone typing; one that is fine, or not tried enough, stays.
const row = (remote, release, loads, loadErrors, renderErrors) => {
  const attempts = loads + loadErrors;
  return {
    remote,
    release,
    loads,
    loadErrors,
    renderErrors,
    errorRate: attempts ? (loadErrors + renderErrors) / attempts : 0,
  };
};

function world(health, canaries) {
  const ended = [];
  const lines = [];
  return {
    ended,
    lines,
    run: (limits = { maxErrorRate: 0.05, minLoads: 20 }) =>
      checkCanaries({
        remotes: ['mf-listings', 'mf-create', 'mf-profile'],
        canaryOf: (pkg) => canaries[pkg] ?? null,
        endCanary: (pkg, reason) => ended.push([pkg, reason]),
        fetchHealth: async () => health,
        limits,
        log: (line) => lines.push(line),
      }),
  };
}

describe('the canary watch', () => {
  it('ends a canary that fails more often than allowed, and says why', async () => {
    const w = world(
      [
        row('mf-listings', '1.4.0', 500, 1, 2), // the current release: not judged
        row('mf-listings', '1.5.0', 30, 0, 9),
        row('mf-create', '2.1.0', 40, 1, 0), // 2.4 %: fine
      ],
      { 'mf-listings': { release: '1.5.0' }, 'mf-create': { release: '2.1.0' } },
    );
    const ended = await w.run();
    expect(ended.map((e) => e.pkg)).toEqual(['mf-listings']);
    expect(w.ended).toEqual([['mf-listings', expect.stringContaining('error rate 30.0 %')]]);
    expect(w.lines).toEqual([
      'canary mf-listings 1.5.0 rolled back automatically: error rate 30.0 % (9 errors in 30 page loads over the last hour) is above 5.0 %',
    ]);
  });

  it('waits until a canary has been tried enough', async () => {
    const w = world([row('mf-profile', '3.0.0', 3, 2, 0)], {
      'mf-profile': { release: '3.0.0' },
    });
    expect(await w.run()).toEqual([]);
    expect(await w.run({ maxErrorRate: 0.05, minLoads: 5 })).toHaveLength(1);
  });

  it('does nothing when the API does not answer or there is no canary', async () => {
    expect(await world(null, { 'mf-profile': { release: '3.0.0' } }).run()).toEqual([]);
    expect(await world([row('mf-profile', '3.0.0', 90, 90, 0)], {}).run()).toEqual([]);
  });
});

describe('its settings', () => {
  it('default to 5 % after 20 page loads, checked every 30 s', () => {
    expect(canaryLimitsFrom({})).toEqual({ maxErrorRate: 0.05, minLoads: 20, everyMs: 30_000 });
    expect(
      canaryLimitsFrom({
        CANARY_MAX_ERROR_RATE: '0.5',
        CANARY_MIN_LOADS: '2',
        CANARY_CHECK_SECONDS: '1',
      }),
    ).toEqual({ maxErrorRate: 0.5, minLoads: 2, everyMs: 1000 });
  });

  it('refuse what is not a rate or a count', () => {
    expect(() => canaryLimitsFrom({ CANARY_MAX_ERROR_RATE: '5' })).toThrow(
      'CANARY_MAX_ERROR_RATE must be a rate from 0 to 1, got "5"',
    );
    expect(() => canaryLimitsFrom({ CANARY_MIN_LOADS: 'x' })).toThrow(
      'CANARY_MIN_LOADS must be a whole number from 1',
    );
  });
});
