import type * as z from 'zod/mini';

/**
 * Checking an answer against its schema is the client's largest piece of work on a big list: the
 * site's CSP forbids zod's compiled parsers, and 5,000 listings took ~65 ms, ~260 ms on a phone's
 * slower CPU, in one task. A long list (an array schema with no checks of its own) is therefore
 * checked one slice at a time, giving the thread back between slices, so a tap on the painted page
 * is answered meanwhile. Same result and same failure as one `safeParse`, issue paths included.
 */

/** Lists shorter than this are checked in one go (a slice is not worth a task). */
const SLICED_FROM = 400;
/** A slice ends after this many items or this long, whichever comes first. */
const SLICE_ITEMS = 250;
const SLICE_MS = 8;

type Outcome<T> = { success: true; data: T } | { success: false; issues: unknown[] };

interface ArrayDef {
  type: string;
  element?: z.ZodMiniType;
  checks?: unknown[];
}

/** The element schema when `schema` is a plain array (no length or other checks), else null. */
function plainArrayElement(schema: z.ZodMiniType): z.ZodMiniType | null {
  const def = (schema as unknown as { _zod: { def: ArrayDef } })._zod.def;
  if (def.type !== 'array' || !def.element || (def.checks?.length ?? 0) > 0) return null;
  return def.element;
}

/** The thread back to the browser: input and paint first. `scheduler.yield` keeps our place. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function parseAnswer<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  signal?: AbortSignal,
): Promise<Outcome<z.output<S>>> {
  const element = plainArrayElement(schema);
  if (!element || !Array.isArray(data) || data.length < SLICED_FROM) {
    const result = schema.safeParse(data);
    return result.success
      ? { success: true, data: result.data }
      : { success: false, issues: result.error.issues };
  }
  const out: unknown[] = new Array(data.length);
  let sliceStart = performance.now();
  let inSlice = 0;
  for (let i = 0; i < data.length; i++) {
    if (inSlice >= SLICE_ITEMS || performance.now() - sliceStart >= SLICE_MS) {
      await yieldToBrowser();
      signal?.throwIfAborted();
      sliceStart = performance.now();
      inSlice = 0;
    }
    const result = element.safeParse(data[i]);
    if (!result.success) {
      return {
        success: false,
        issues: result.error.issues.map((issue) => ({ ...issue, path: [i, ...issue.path] })),
      };
    }
    out[i] = result.data;
    inSlice++;
  }
  return { success: true, data: out as z.output<S> };
}
