import { describe, expect, it } from 'vitest';
import { groupListings } from './group-listings';
import { clusterSpots, indexSpots } from './cluster-spots';

const listing = (id: number, lat: number, lon: number) => ({
  id,
  price: 900 + id,
  coords: [lat, lon] as const,
});
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('clusterSpots', () => {
  // Two spots 20 m apart near Bascom Hall, a third 3 km away; one spot holds two listings.
  const groups = groupListings([
    listing(1, 43.0753, -89.4041),
    listing(2, 43.0753, -89.4041),
    listing(3, 43.0755, -89.4039),
    listing(4, 43.1, -89.37),
  ]);
  const index = indexSpots(groups, 18);

  it('draws spots that would overlap on screen as one cluster counting their listings', () => {
    const { spotKeys, clusters } = clusterSpots(index, WORLD, 13);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.count).toBe(3);
    expect(clusters[0]!.position[0]).toBeCloseTo(43.0754, 3);
    expect([...spotKeys]).toEqual([groups[2]!.key]);
    // Its expansion zoom is deeper than the current one.
    expect(clusters[0]!.expansionZoom).toBeGreaterThan(13);
  });

  it('gives every spot its own bubble once they no longer overlap', () => {
    const { spotKeys, clusters } = clusterSpots(index, WORLD, 18);
    expect(clusters).toEqual([]);
    expect(spotKeys.size).toBe(3);
  });

  it('opens a cluster at a zoom where its spots come apart', () => {
    const [cluster] = clusterSpots(index, WORLD, 13).clusters;
    const apart = clusterSpots(index, WORLD, cluster!.expansionZoom);
    expect(apart.clusters.some((c) => c.count === 3)).toBe(false);
  });

  it('keys a cluster by its first spot: the key outlives a new index that keeps that spot', () => {
    // Three spots within 40 m of Bascom Hall: one cluster at zoom 13.
    const near = [
      listing(1, 43.0753, -89.4041),
      listing(3, 43.0755, -89.4039),
      listing(5, 43.0757, -89.4037),
    ];
    const before = clusterSpots(indexSpots(groupListings(near), 18), WORLD, 13).clusters;
    // A filter leaves out the third spot: a new index, the same first spot.
    const after = clusterSpots(indexSpots(groupListings(near.slice(0, 2)), 18), WORLD, 13).clusters;
    expect(before.map((c) => c.count)).toEqual([3]);
    expect(after.map((c) => c.count)).toEqual([2]);
    expect(after[0]!.key).toBe(before[0]!.key);
    expect(before[0]!.key).toBe(`13:${groupListings(near)[0]!.key}`);
    // Without that spot it is another cluster, with another key.
    const other = clusterSpots(indexSpots(groupListings(near.slice(1)), 18), WORLD, 13).clusters;
    expect(other.map((c) => c.count)).toEqual([2]);
    expect(other[0]!.key).not.toBe(before[0]!.key);
  });

  it('gives every cluster of one zoom its own key', () => {
    // A 9 × 9 grid of spots 150 m apart: many clusters at zoom 14.
    const grid = [];
    for (let i = 0; i < 81; i++) {
      grid.push(listing(i, 43.06 + Math.floor(i / 9) * 0.00135, -89.42 + (i % 9) * 0.0018));
    }
    const { clusters } = clusterSpots(indexSpots(groupListings(grid), 18), WORLD, 14);
    expect(clusters.length).toBeGreaterThan(3);
    expect(new Set(clusters.map((c) => c.key)).size).toBe(clusters.length);
    expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(81);
  });

  it('leaves out what lies outside the box', () => {
    const { spotKeys, clusters } = clusterSpots(index, [-89.39, 43.09, -89.36, 43.11], 13);
    expect(clusters).toEqual([]);
    expect([...spotKeys]).toEqual([groups[2]!.key]);
  });
});

describe('indexSpots', () => {
  const spots = (n: number) =>
    groupListings(Array.from({ length: n }, (_, i) => listing(i, 43 + i / 1000, -89.4)));

  it('gives back the index it built for the same spots, though the arrays are new', () => {
    const first = indexSpots(spots(30), 18);
    expect(indexSpots(spots(30), 18)).toBe(first);
    // Another set in between (a filter, then back) still finds it.
    const fewer = indexSpots(spots(10), 18);
    expect(fewer).not.toBe(first);
    expect(indexSpots(spots(30), 18)).toBe(first);
  });

  it('builds a new index when a spot, its count or the zoom limit differs', () => {
    const base = indexSpots(spots(20), 18);
    const moved = spots(20);
    moved[3] = { ...moved[3]!, position: [43.5, -89.4] };
    expect(indexSpots(moved, 18)).not.toBe(base);
    const more = spots(20);
    more[3] = { ...more[3]!, listings: [...more[3]!.listings, more[3]!.listings[0]!] };
    expect(indexSpots(more, 18)).not.toBe(base);
    expect(indexSpots(spots(20), 17)).not.toBe(base);
    // Each answers for its own spots.
    const { clusters } = clusterSpots(indexSpots(more, 18), WORLD, 3);
    expect(clusters.reduce((n, c) => n + c.count, 0)).toBe(21);
  });

  it('keeps only the last few sets', () => {
    const first = indexSpots(spots(5), 18);
    for (let n = 6; n < 12; n++) indexSpots(spots(n), 18);
    expect(indexSpots(spots(5), 18)).not.toBe(first);
  });
});
