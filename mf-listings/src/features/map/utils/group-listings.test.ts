import { describe, expect, it } from 'vitest';
import { cycleIndex, groupListings, markerLabel } from './group-listings';

const at = (id: string, lat: number, lon: number, price = 900) => ({
  id,
  price,
  coords: [lat, lon] as [number, number],
});

describe('groupListings', () => {
  it('groups listings whose coordinates agree to 5 decimals', () => {
    const groups = groupListings([
      at('a', 43.0731001, -89.4012001),
      at('b', 43.0731004, -89.4011996),
      at('c', 43.07312, -89.4012),
    ]);
    expect(groups.map((g) => g.listings.map((l) => l.id))).toEqual([['a', 'b'], ['c']]);
  });

  it('leaves listings without coordinates off the map', () => {
    expect(groupListings([{ id: 'x', price: 1, coords: null }])).toEqual([]);
  });

  it('groups a listing again by its new place once it moved (new coordinates)', () => {
    const a = at('a', 43.07, -89.4);
    const b = at('b', 43.07, -89.4);
    expect(groupListings([a, b]).map((g) => g.key)).toEqual(['43.07000,-89.40000']);
    const moved = { ...b, coords: [43.08, -89.41] as [number, number] };
    expect(groupListings([a, moved]).map((g) => [g.key, g.position])).toEqual([
      ['43.07000,-89.40000', [43.07, -89.4]],
      ['43.08000,-89.41000', [43.08, -89.41]],
    ]);
  });

  it('labels a single listing with its price and a group with its size', () => {
    const [one, two] = groupListings([
      at('a', 43.07, -89.4, 1250),
      at('b', 43.08, -89.4),
      at('c', 43.08, -89.4),
    ]);
    expect(markerLabel(one!)).toBe('$1,250');
    expect(markerLabel(two!)).toBe('2 Units');
  });
});

describe('cycleIndex', () => {
  it('wraps both ways', () => {
    expect(cycleIndex(0, -1, 3)).toBe(2);
    expect(cycleIndex(2, 1, 3)).toBe(0);
    expect(cycleIndex(1, 1, 3)).toBe(2);
  });
});
