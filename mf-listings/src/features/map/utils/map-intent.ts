/**
 * What a person did on the static first view (static-listings-map.tsx) before Leaflet arrived: the
 * live map does it once it has drawn its first frame (listings-map.tsx), so no click is lost.
 */
export type MapIntent =
  | { kind: 'spot'; key: string }
  | { kind: 'cluster'; position: [number, number]; expansionZoom: number }
  | { kind: 'zoom'; delta: number }
  | { kind: 'recenter' }
  | { kind: 'fit-all' };

/** The name of the map's box (a group holding the markers and controls), live or static. */
export const MAP_NAME = 'Map of listings';

/** The live map's element for each `data-control` of the static view (the rest share data-spot/-cluster). */
const LIVE_CONTROL: Record<string, string> = {
  map: '.leaflet-container',
  'zoom-in': '.leaflet-control-zoom-in',
  'zoom-out': '.leaflet-control-zoom-out',
  recenter: '[data-control="recenter"]',
  'fit-all': '[data-control="fit-all"]',
};

/** Where focus goes in the live map when `el` of the static view had it at the swap. */
export function liveCounterpart(live: ParentNode, el: Element): HTMLElement | null {
  const holder = el.closest<HTMLElement>('[data-spot],[data-cluster],[data-control]');
  if (!holder) return null;
  const { spot, cluster, control } = holder.dataset;
  let selector: string | undefined;
  if (spot !== undefined) selector = `[data-spot="${CSS.escape(spot)}"]`;
  else if (cluster !== undefined) selector = `[data-cluster="${CSS.escape(cluster)}"]`;
  else if (control !== undefined) selector = LIVE_CONTROL[control];
  return selector ? live.querySelector<HTMLElement>(selector) : null;
}

/**
 * The intents in the order they should run: zoom steps add up to one zoom change (Leaflet ignores a
 * zoom asked for while it animates one), then the last action (a bubble, a cluster, RECENTER or
 * Show all) as the person's latest wish.
 */
export function settleIntents(intents: readonly MapIntent[]) {
  let zoom = 0;
  let action: Exclude<MapIntent, { kind: 'zoom' }> | null = null;
  for (const i of intents) {
    if (i.kind === 'zoom') zoom += i.delta;
    else action = i;
  }
  return { zoom, action };
}
