import { useCallback, useEffect, useState } from 'react';
import { cycleIndex, type ListingGroup, type MappableListing } from '../utils/group-listings';

/**
 * The map preview: closed; open on a marker (at index 0); closed by its close button, a click
 * on the empty map, or when its group leaves the filtered results; `onClosed` then recentres.
 */
export function useMapPreview<T extends MappableListing>(
  groups: readonly ListingGroup<T>[],
  onClosed: () => void,
) {
  const [selection, setSelection] = useState<{ key: string; index: number } | null>(null);
  // Bumped when a filter removes the open group, so an effect can recentre the map.
  const [dropped, setDropped] = useState(0);
  const group = selection ? groups.find((g) => g.key === selection.key) : undefined;
  if (selection && !group) {
    // Adjusting state while rendering (not in an effect) closes it before anything stale shows.
    setSelection(null);
    setDropped((n) => n + 1);
  }
  // A group that shrank under a filter keeps its preview, at an index that still exists.
  const index = group && selection ? Math.min(selection.index, group.listings.length - 1) : 0;

  useEffect(() => {
    if (dropped > 0) onClosed();
    // Only when a group was dropped, not when the callback's identity changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dropped]);

  const open = useCallback((key: string) => setSelection({ key, index: 0 }), []);
  const close = useCallback(() => {
    setSelection(null);
    onClosed();
  }, [onClosed]);
  const step = useCallback(
    (delta: number) =>
      setSelection((s) =>
        s && group ? { key: s.key, index: cycleIndex(index, delta, group.listings.length) } : s,
      ),
    [group, index],
  );

  return { group, index, open, close, step };
}
