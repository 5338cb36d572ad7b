import { File as NodeFile } from 'node:buffer';

/*
 * Multipart bodies in jsdom tests, as in a browser. Tests and app code keep jsdom's own Blob, File
 * and FormData (what the page really has), and Vitest 5's jsdom environment copies such a FormData
 * into Node's when a Request is made of it. But Node 24's undici (7) builds every file entry with
 * whatever `File` the global scope holds at that moment — jsdom's, under this environment — and
 * brand-checks entries against Node's own `File`:
 * - sending: Node's `FormData.append(name, blob)` wraps the Blob in jsdom's File, which cannot
 *   read Node's Blob: the part goes out empty (a listing's JSON part arrived as '');
 * - receiving: an MSW handler's `request.formData()` throws (`webidl.is.File` assertion).
 * So while undici makes entries, the global `File` is Node's. Parsed parts come back as Node Files,
 * which handlers read like any Blob.
 * Upstream: vitest-dev/vitest#9135 (fix proposed in vitest-dev/vitest#11300, which patches the same
 * two places); drop this file once Vitest's jsdom environment does it.
 */
const patched = Symbol.for('sublease.multipart-node-file');

let running = 0;
let domFile: typeof File | undefined;

function enter() {
  if (running++ === 0) {
    domFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
  }
}
function leave() {
  // Overlapping calls share one swap: the last to finish puts jsdom's File back.
  if (--running === 0 && domFile) globalThis.File = domFile;
}

/** Wraps `proto[key]` so that it runs with Node's File (until its promise settles, if it returns one). */
function patch(proto: Record<string | symbol, unknown>, key: string) {
  const original = proto[key] as (...args: unknown[]) => unknown;
  proto[key] = function (this: unknown, ...args: unknown[]) {
    enter();
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (error) {
      leave();
      throw error;
    }
    if (result instanceof Promise) return result.finally(leave);
    leave();
    return result;
  };
}

/** The prototype that defines `key` (Vitest's jsdom `Request` subclasses Node's). */
function ownerOf(proto: object, key: string): Record<string | symbol, unknown> {
  let current: object | null = proto;
  while (current && !Object.hasOwn(current, key))
    current = Object.getPrototypeOf(current) as object;
  if (!current) throw new Error(`No ${key} to patch`);
  return current as Record<string | symbol, unknown>;
}

/** Installs the patches once per worker; call only where jsdom's globals are in place. */
export async function useNodeFileInsideUndici() {
  // Node's FormData: the global one is jsdom's here; an urlencoded body parses into Node's.
  const nodeForm = await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  const formProto = ownerOf(nodeForm, 'append');
  if (formProto[patched]) return;
  patch(formProto, 'append');
  patch(formProto, 'set');
  for (const Body of [Request, Response]) patch(ownerOf(Body.prototype, 'formData'), 'formData');
  formProto[patched] = true;
}
