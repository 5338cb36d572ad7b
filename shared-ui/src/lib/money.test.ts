import { describe, expect, it } from 'vitest';
import { formatDollars, formatNumber } from './money';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('formatNumber', () => {
  it('writes what Intl en-US writes (grouped by three, at most two decimals)', () => {
    const values = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1150, 1150.5, 1150.456, 1150.004, 12345.678, 99999.995,
      100000, 999999, 1000000, 1234567.89, 3000, 0.5, 0.05, 0.004, -1150,
    ];
    for (let i = 0; i < 500; i++) values.push(Math.round(Math.random() * 1e9) / 100);
    for (const v of values) expect(formatNumber(v), String(v)).toBe(intl.format(v));
  });

  it('writes rent with a dollar sign', () => {
    expect(formatDollars(1150)).toBe('$1,150');
    expect(formatDollars(3000)).toBe('$3,000');
  });
});
