import { describe, expect, it } from 'vitest';
import {
  canonicalSearchQuery,
  filtersFromParams,
  filtersToParams,
  normalisePriceRange,
} from './filter-params';
import { DEFAULT_FILTERS, type ListingFilters } from './filters';

describe('filters in the query string', () => {
  it('writes nothing for the defaults', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips every filter and the sort', () => {
    const filters: ListingFilters = {
      term: 'Academic Year',
      priceRange: [550, 1500],
      roommates: 0,
      amenities: ['Central A/C', 'Gym'],
      sort: 'price-desc',
      moveIn: '2026-09-01',
      moveOut: '2026-12-15',
    };
    const params = filtersToParams(filters);
    expect(params.get('term')).toBe('Academic Year');
    expect(params.get('moveIn')).toBe('2026-09-01');
    expect(params.get('moveOut')).toBe('2026-12-15');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('keeps unrelated parameters', () => {
    const params = filtersToParams(
      { ...DEFAULT_FILTERS, term: 'Fall' },
      new URLSearchParams('ref=mail'),
    );
    expect(params.toString()).toBe('ref=mail&term=Fall');
  });

  it('falls back to defaults for anything unreadable', () => {
    const params = new URLSearchParams(
      'term=Winter&minPrice=abc&maxPrice=-5&roommates=x&amenities=Pool,Wifi&sort=random',
    );
    expect(filtersFromParams(params)).toEqual({
      ...DEFAULT_FILTERS,
      priceRange: [0, 50],
      amenities: ['Wifi'],
    });
  });

  it('drops dates that are not real days, keeps a half-set or inverted pair as typed', () => {
    const bad = filtersFromParams(new URLSearchParams('moveIn=2026-02-30&moveOut=tomorrow'));
    expect([bad.moveIn, bad.moveOut]).toEqual(['', '']);
    const odd = filtersFromParams(new URLSearchParams('moveIn=1999-12-31&moveOut=2026-9-1'));
    expect([odd.moveIn, odd.moveOut]).toEqual(['', '']);
    const inverted = filtersFromParams(new URLSearchParams('moveIn=2026-12-15&moveOut=2026-09-01'));
    expect(filtersToParams(inverted).toString()).toBe('moveIn=2026-12-15&moveOut=2026-09-01');
    const half = filtersFromParams(new URLSearchParams('moveIn=2026-09-01'));
    expect(filtersToParams(half).toString()).toBe('moveIn=2026-09-01');
  });

  it('caps roommates at 4+ and orders amenities canonically', () => {
    const f = filtersFromParams(new URLSearchParams('roommates=9&amenities=Gym,Wifi'));
    expect(f.roommates).toBe(4);
    expect(f.amenities).toEqual(['Wifi', 'Gym']);
  });
});

describe('canonicalSearchQuery', () => {
  it('keeps dates that apply, in the canonical order', () => {
    expect(canonicalSearchQuery('?moveOut=2026-12-15&term=Fall&x=1&moveIn=2026-09-01')).toBe(
      'term=Fall&moveIn=2026-09-01&moveOut=2026-12-15',
    );
  });
  it('drops dates that do not apply (the list ignores them too)', () => {
    expect(canonicalSearchQuery('term=Fall&moveIn=2026-09-01')).toBe('term=Fall');
    expect(canonicalSearchQuery('moveIn=2026-12-15&moveOut=2026-09-01')).toBe('');
    expect(canonicalSearchQuery('moveIn=2026-09-01&moveOut=2026-09-01')).toBe('');
  });
});

describe('normalisePriceRange', () => {
  it('snaps to steps of 50 inside 0–3000 and orders the handles', () => {
    expect(normalisePriceRange(1520, 480)).toEqual([500, 1500]);
    expect(normalisePriceRange(-100, 9000)).toEqual([0, 3000]);
  });
  it('keeps the handles at least one step apart', () => {
    expect(normalisePriceRange(1000, 1000)).toEqual([1000, 1050]);
    expect(normalisePriceRange(3000, 3000)).toEqual([2950, 3000]);
  });
});
