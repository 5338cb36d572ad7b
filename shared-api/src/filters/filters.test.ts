import { describe, expect, it } from 'vitest';
import { applyFilters, DEFAULT_FILTERS, matchesFilters, type FilterableListing } from './filters';

const listing = (over: Partial<FilterableListing> = {}): FilterableListing => ({
  semester: 'Fall',
  price: 1000,
  roommates: 1,
  amenities: ['Wifi', 'Gym'],
  startDate: '2030-08-20',
  ...over,
});
const f = (over: Partial<typeof DEFAULT_FILTERS>) => ({ ...DEFAULT_FILTERS, ...over });

describe('matchesFilters', () => {
  it('lets everything through with the default filters', () => {
    expect(matchesFilters(listing({ price: 9000, roommates: 7 }), DEFAULT_FILTERS)).toBe(true);
  });

  it('matches the term to the semester exactly', () => {
    expect(matchesFilters(listing(), f({ term: 'Fall' }))).toBe(true);
    expect(matchesFilters(listing(), f({ term: 'Spring' }))).toBe(false);
    expect(matchesFilters(listing({ semester: 'Academic Year' }), f({ term: 'Fall' }))).toBe(false);
  });

  it('keeps prices within the range, both ends inclusive', () => {
    const range = f({ priceRange: [500, 1000] });
    expect(matchesFilters(listing({ price: 500 }), range)).toBe(true);
    expect(matchesFilters(listing({ price: 1000 }), range)).toBe(true);
    expect(matchesFilters(listing({ price: 499 }), range)).toBe(false);
    expect(matchesFilters(listing({ price: 1001 }), range)).toBe(false);
  });

  it('treats the top of the slider as "and up"', () => {
    expect(matchesFilters(listing({ price: 4200 }), f({ priceRange: [1000, 3000] }))).toBe(true);
    expect(matchesFilters(listing({ price: 900 }), f({ priceRange: [1000, 3000] }))).toBe(false);
  });

  it('matches roommates exactly, 0 as none and 4 as four or more', () => {
    expect(matchesFilters(listing({ roommates: 2 }), f({ roommates: 2 }))).toBe(true);
    expect(matchesFilters(listing({ roommates: 3 }), f({ roommates: 2 }))).toBe(false);
    expect(matchesFilters(listing({ roommates: 0 }), f({ roommates: 0 }))).toBe(true);
    expect(matchesFilters(listing({ roommates: 1 }), f({ roommates: 0 }))).toBe(false);
    expect(matchesFilters(listing({ roommates: 4 }), f({ roommates: 4 }))).toBe(true);
    expect(matchesFilters(listing({ roommates: 6 }), f({ roommates: 4 }))).toBe(true);
    expect(matchesFilters(listing({ roommates: 3 }), f({ roommates: 4 }))).toBe(false);
  });

  it('requires every selected amenity', () => {
    expect(matchesFilters(listing(), f({ amenities: ['Wifi'] }))).toBe(true);
    expect(matchesFilters(listing(), f({ amenities: ['Wifi', 'Gym'] }))).toBe(true);
    expect(matchesFilters(listing(), f({ amenities: ['Wifi', 'Balcony'] }))).toBe(false);
  });
});

describe('applyFilters sorting', () => {
  const a = { ...listing({ price: 900, startDate: '2030-09-01' }), id: 'a' };
  const b = { ...listing({ price: 700, startDate: null }), id: 'b' };
  const c = { ...listing({ price: 1200, startDate: '2030-06-01' }), id: 'c' };
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

  it('keeps the server order for newest', () => {
    expect(ids(applyFilters([a, b, c], DEFAULT_FILTERS))).toEqual(['a', 'b', 'c']);
  });
  it('sorts by price both ways and by start date, unknown dates last', () => {
    expect(ids(applyFilters([a, b, c], f({ sort: 'price-asc' })))).toEqual(['b', 'a', 'c']);
    expect(ids(applyFilters([a, b, c], f({ sort: 'price-desc' })))).toEqual(['c', 'a', 'b']);
    expect(ids(applyFilters([a, b, c], f({ sort: 'start-date' })))).toEqual(['c', 'a', 'b']);
  });
  it('never reorders its input', () => {
    const input = [a, b, c];
    applyFilters(input, f({ sort: 'price-asc' }));
    expect(ids(input)).toEqual(['a', 'b', 'c']);
  });
});
