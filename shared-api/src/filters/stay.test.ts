import { describe, expect, it } from 'vitest';
import { applyFilters, DEFAULT_FILTERS, matchesFilters, type FilterableListing } from './filters';
import {
  coverLabel,
  formatDayRange,
  isoDay,
  STAY_MESSAGES,
  stayFit,
  stayIssue,
  stayParamsIssue,
} from './stay';

const stay = { moveIn: '2026-09-01', moveOut: '2026-12-15' };
const dated = (startDate: string | null, endDate: string | null) => ({ startDate, endDate });

describe('stayFit (nights from move-in to the night before move-out)', () => {
  it('is full when the listing runs from move-in (or before) to move-out (or after)', () => {
    expect(stayFit(dated('2026-09-01', '2026-12-15'), stay)).toEqual({ kind: 'full' });
    expect(stayFit(dated('2026-08-15', '2027-05-31'), stay)).toEqual({ kind: 'full' });
  });

  it('is partial with what it covers when it starts late or ends early', () => {
    expect(stayFit(dated('2026-09-10', '2027-01-31'), stay)).toEqual({
      kind: 'partial',
      from: '2026-09-10',
      to: '2026-12-15',
    });
    expect(stayFit(dated('2026-06-01', '2026-11-30'), stay)).toEqual({
      kind: 'partial',
      from: '2026-09-01',
      to: '2026-11-30',
    });
    // Inside the stay: it covers itself.
    expect(stayFit(dated('2026-10-01', '2026-10-31'), stay)).toEqual({
      kind: 'partial',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // One night is an overlap.
    expect(stayFit(dated('2026-12-14', '2027-01-10'), stay)).toEqual({
      kind: 'partial',
      from: '2026-12-14',
      to: '2026-12-15',
    });
  });

  it('is none when they share no night: ending on move-in day, starting on move-out day', () => {
    expect(stayFit(dated('2026-05-01', '2026-09-01'), stay)).toBeNull();
    expect(stayFit(dated('2026-12-15', '2027-05-01'), stay)).toBeNull();
    expect(stayFit(dated('2027-01-01', '2027-05-01'), stay)).toBeNull();
  });

  it('is none without both listing dates or with unreadable ones, and reads ISO times', () => {
    expect(stayFit(dated(null, '2026-12-31'), stay)).toBeNull();
    expect(stayFit(dated('2026-08-01', null), stay)).toBeNull();
    expect(stayFit(dated('soon', '2026-12-31'), stay)).toBeNull();
    expect(stayFit({}, stay)).toBeNull();
    expect(stayFit(dated('2026-08-01T00:00:00.000Z', '2026-12-31T00:00:00Z'), stay)).toEqual({
      kind: 'full',
    });
  });
});

describe('dates given by a person or a link', () => {
  it('accepts real days of 2000–2099 written YYYY-MM-DD only', () => {
    expect(isoDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of [
      '2027-02-29',
      '2026-13-01',
      '26-09-01',
      '2026-9-1',
      '1999-12-31',
      '2100-01-01',
    ])
      expect(isoDay(bad)).toBeNull();
    expect(isoDay(' 2026-09-01')).toBeNull();
    expect(isoDay('2026-09-01T00:00')).toBeNull();
    expect(isoDay('٢٠٢٦-٠٩-٠١')).toBeNull();
    expect(isoDay('x'.repeat(20_000))).toBeNull();
    expect(isoDay('')).toBeNull();
    expect(isoDay(null)).toBeNull();
  });

  it('says why dates are not applied', () => {
    expect(stayIssue({ moveIn: '', moveOut: '' })).toBeNull();
    expect(stayIssue(stay)).toBeNull();
    expect(stayIssue({ moveIn: '2026-09-01', moveOut: '' })).toBe(STAY_MESSAGES.needMoveOut);
    expect(stayIssue({ moveIn: '', moveOut: '2026-09-01' })).toBe(STAY_MESSAGES.needMoveIn);
    expect(stayIssue({ moveIn: '2026-09-01', moveOut: '2026-09-01' })).toBe(STAY_MESSAGES.inverted);
    expect(stayIssue({ moveIn: '2026-12-15', moveOut: '2026-09-01' })).toBe(STAY_MESSAGES.inverted);
    const link = (q: string) => stayParamsIssue(new URLSearchParams(q));
    expect(link('moveIn=2026-09-01&moveOut=soon')).toBe(STAY_MESSAGES.unreadable);
    expect(link('moveIn=%00&moveOut=2026-12-15')).toBe(STAY_MESSAGES.unreadable);
    expect(link('moveIn=2026-12-15&moveOut=2026-09-01')).toBe(STAY_MESSAGES.inverted);
    expect(link('term=Fall')).toBeNull();
  });

  it('words a covered part for the card', () => {
    expect(coverLabel({ kind: 'partial', from: '2026-09-01', to: '2026-12-15' })).toBe(
      'covers Sep 1 – Dec 15 of your dates',
    );
    expect(coverLabel({ kind: 'full' })).toBeUndefined();
    expect(formatDayRange('2026-12-20', '2027-01-05')).toBe('Dec 20, 2026 – Jan 5, 2027');
    expect(formatDayRange('2026-09-01', '2026-12-15', true)).toBe('Sep 1 – Dec 15, 2026');
  });
});

describe('the dates filter in the list', () => {
  const listing = (
    id: string,
    price: number,
    startDate: string | null,
    endDate: string | null,
  ) => ({
    id,
    semester: 'Fall',
    price,
    roommates: 1,
    amenities: [],
    startDate,
    endDate,
  });
  const all: (FilterableListing & { id: string })[] = [
    listing('partial-cheap', 700, '2026-10-01', '2027-05-01'),
    listing('full-dear', 1400, '2026-08-20', '2026-12-31'),
    listing('none', 500, '2027-01-01', '2027-05-01'),
    listing('full-cheap', 800, '2026-09-01', '2026-12-15'),
    listing('partial-dear', 1200, '2026-06-01', '2026-10-15'),
    listing('undated', 600, null, null),
  ];
  const f = { ...DEFAULT_FILTERS, ...stay };
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

  it('shows full covers first, then partial ones, each in the chosen order; no overlap is hidden', () => {
    expect(ids(applyFilters(all, f))).toEqual([
      'full-dear',
      'full-cheap',
      'partial-cheap',
      'partial-dear',
    ]);
    expect(ids(applyFilters(all, { ...f, sort: 'price-asc' }))).toEqual([
      'full-cheap',
      'full-dear',
      'partial-cheap',
      'partial-dear',
    ]);
    expect(ids(applyFilters(all, { ...f, sort: 'price-desc' }))).toEqual([
      'full-dear',
      'full-cheap',
      'partial-dear',
      'partial-cheap',
    ]);
  });

  it('ignores dates that do not apply, and combines with the other filters', () => {
    expect(applyFilters(all, { ...f, moveOut: '' })).toHaveLength(all.length);
    expect(applyFilters(all, { ...f, moveIn: '2027-01-01', moveOut: '2026-01-01' })).toHaveLength(
      all.length,
    );
    expect(matchesFilters(all[1]!, { ...f, priceRange: [0, 1000] })).toBe(false);
    expect(matchesFilters(all[3]!, { ...f, term: 'Fall' })).toBe(true);
  });
});
