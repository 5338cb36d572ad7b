import type * as z from 'zod/mini';
import { eachInSlices } from './slices';

/**
 * Checking an answer against its schema is the client's largest piece of work on a big list: the
 * site's CSP forbids zod's compiled parsers, and 5,000 listings took ~65 ms, ~260 ms on a phone's
 * slower CPU, in one task. A long list (an array schema with no checks of its own) is therefore
 * checked one slice at a time (`slices.ts`), giving the thread back between slices, so a tap on the
 * painted page is answered meanwhile. Same result and same failure as one `safeParse`, issue paths included.
 */

/** Lists shorter than this are checked in one go (a slice is not worth a task). */
const SLICED_FROM = 400;
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
  let issues: unknown[] | null = null;
  await eachInSlices(
    data,
    (item, i) => {
      const result = element.safeParse(item);
      if (!result.success) {
        issues = result.error.issues.map((issue) => ({ ...issue, path: [i, ...issue.path] }));
        return false;
      }
      out[i] = result.data;
    },
    signal,
  );
  return issues ? { success: false, issues } : { success: true, data: out as z.output<S> };
}
