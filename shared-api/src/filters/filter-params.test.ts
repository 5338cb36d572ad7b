import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, normalisePriceRange } from './filter-params';
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
    };
    const params = filtersToParams(filters);
    expect(params.get('term')).toBe('Academic Year');
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

  it('caps roommates at 4+ and orders amenities canonically', () => {
    const f = filtersFromParams(new URLSearchParams('roommates=9&amenities=Gym,Wifi'));
    expect(f.roommates).toBe(4);
    expect(f.amenities).toEqual(['Wifi', 'Gym']);
  });
});

describe('normalisePriceRange (spec §5 slider)', () => {
  it('snaps to steps of 50 inside 0–3000 and orders the handles', () => {
    expect(normalisePriceRange(1520, 480)).toEqual([500, 1500]);
    expect(normalisePriceRange(-100, 9000)).toEqual([0, 3000]);
  });
  it('keeps the handles at least one step apart', () => {
    expect(normalisePriceRange(1000, 1000)).toEqual([1000, 1050]);
    expect(normalisePriceRange(3000, 3000)).toEqual([2950, 3000]);
  });
});
