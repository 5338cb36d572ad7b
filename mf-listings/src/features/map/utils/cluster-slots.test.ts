import { describe, expect, it } from 'vitest';
import { assignSlots } from './cluster-slots';

/** Slots for clusters of these keys. */
const slotsFor = (previous: ReadonlyMap<string, number>, keys: readonly string[]) =>
  assignSlots(
    previous,
    keys.map((key) => ({ key })),
  );

describe('assignSlots', () => {
  it('numbers the first clusters from 0', () => {
    expect([...slotsFor(new Map(), ['a', 'b', 'c'])]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('keeps the slot of a cluster still drawn, and gives the slots left to new clusters', () => {
    const before = slotsFor(new Map(), ['a', 'b', 'c']);
    // 'b' stays; 'a' and 'c' go; 'x', 'y' and 'z' come.
    const after = slotsFor(before, ['x', 'b', 'y', 'z']);
    expect(after.get('b')).toBe(1);
    expect([after.get('x'), after.get('y'), after.get('z')]).toEqual([0, 2, 3]);
  });

  it('never gives two clusters the same slot', () => {
    let slots = new Map<string, number>();
    for (const keys of [['a', 'b', 'c', 'd'], ['d', 'e'], ['f', 'g', 'h', 'e', 'a'], ['a']]) {
      slots = slotsFor(slots, keys);
      expect(new Set(slots.values()).size).toBe(keys.length);
      expect([...slots.keys()].sort()).toEqual([...keys].sort());
    }
  });
});
