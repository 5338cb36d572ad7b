/**
 * React keys for the static map's cluster buttons, as slots: a cluster still drawn after a change
 * (the same `SpotCluster.key`) keeps its slot, and a new cluster takes a slot another one left. So a
 * filter change edits the ~100 buttons in place (position, count, name) instead of deleting them
 * all and creating new ones; it replaces most clusters, because it changes their spots. Slots are
 * unique within one render: each cluster gets one, and no two the same.
 */
export function assignSlots(
  previous: ReadonlyMap<string, number>,
  clusters: readonly { key: string }[],
): Map<string, number> {
  const keys = clusters.map((c) => c.key);
  const slots = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot !== undefined && !slots.has(key)) {
      slots.set(key, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const key of keys) {
    if (slots.has(key)) continue;
    while (taken.has(free)) free++;
    slots.set(key, free);
    taken.add(free);
  }
  return slots;
}
