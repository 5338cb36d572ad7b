import { formatDollars } from 'shared-ui';
import type { ListingGroup, MappableListing } from './group-listings';
import styles from '../components/map.module.css';

/**
 * What the Leaflet markers (use-group-markers, use-cluster-markers) and the static first view
 * (static-listings-map.tsx) both draw: one source, so the two look and read the same and the swap
 * between them changes nothing.
 */

export interface MarkerListing extends MappableListing {
  title: string;
  address: string;
}

/** What a screen reader hears for a price bubble. */
export function markerName(group: ListingGroup<MarkerListing>) {
  const first = group.listings[0]!;
  return group.listings.length === 1
    ? `${first.title}, ${formatDollars(first.price)} per month`
    : `${group.listings.length} Units at ${first.address || 'this location'}`;
}

/** What a screen reader hears for a cluster. */
export const clusterName = (count: number) => `${count} listings here, zoom in to see them`;

/** A price bubble's classes (Leaflet's own `leaflet-marker-icon` first, as `L.Icon` writes it). */
export const bubbleClassName = (selected: boolean) =>
  `leaflet-marker-icon ${selected ? `${styles.bubble} ${styles.bubbleSelected}` : styles.bubble}`;

/** A cluster's classes, as `L.DivIcon` writes them. */
export const clusterClassName = `leaflet-marker-icon ${styles.cluster}`;

/** `zIndexOffset` of each kind: the open bubble over clusters over other bubbles. */
export const Z_OFFSET = { bubble: 0, cluster: 500, selected: 1000 } as const;
