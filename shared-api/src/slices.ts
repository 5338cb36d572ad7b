/**
 * Work over a long list in slices, giving the thread back to the browser between them (input and
 * paint first), so a page stays answerable while thousands of items are handled. A slice ends
 * after `SLICE_ITEMS` items or `SLICE_MS`, whichever comes first.
 */
const SLICE_ITEMS = 250;
const SLICE_MS = 8;

/** The thread back to the browser. `scheduler.yield` keeps our place in its queue. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `each(item, index)` for every item in order; stops early when `each` returns false. An
 * abort of `signal` between two slices rejects with its reason.
 */
export async function eachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => boolean | void,
  signal?: AbortSignal,
): Promise<void> {
  let sliceStart = performance.now();
  let inSlice = 0;
  for (let i = 0; i < items.length; i++) {
    if (inSlice >= SLICE_ITEMS || performance.now() - sliceStart >= SLICE_MS) {
      await yieldToBrowser();
      signal?.throwIfAborted();
      sliceStart = performance.now();
      inSlice = 0;
    }
    if (each(items[i] as T, i) === false) return;
    inSlice++;
  }
}
