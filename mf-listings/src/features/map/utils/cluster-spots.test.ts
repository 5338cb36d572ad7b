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

  it('leaves out what lies outside the box', () => {
    const { spotKeys, clusters } = clusterSpots(index, [-89.39, 43.09, -89.36, 43.11], 13);
    expect(clusters).toEqual([]);
    expect([...spotKeys]).toEqual([groups[2]!.key]);
  });
});
