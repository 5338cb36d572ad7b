import * as z from 'zod/mini';

/** IDs are opaque to clients (contract): numbers today, strings tolerated. Use `String(id)` in URLs. */
export const idSchema = z.union([z.int(), z.string().check(z.minLength(1))]);
export type Id = z.infer<typeof idSchema>;

/** Every non-2xx answer of the API; `requestId` names the request in the API's logs. */
export const apiErrorSchema = z.object({ error: z.string(), requestId: z.optional(z.string()) });

/** An answer whose body is not read (e.g. 202 Accepted): any JSON, or none. */
export const unreadBodySchema = z.unknown();

/** `YYYY-MM-DD`, and a real calendar day (rejects 2026-02-30). `required` is the missing-value message. */
export const isoDateSchema = (required = 'Date is required') =>
  z.string({ error: required }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date'),
    z.refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'Please enter a valid date'),
  );

/**
 * A number field that a form holds as text and a JSON client sends as a number. Empty text is
 * "missing"; anything that is not a finite number fails with the field's one message.
 */
export function numberField(
  message: string,
  opts: { gt?: number; min?: number; max: number; int?: boolean; step?: number },
) {
  const checks = [
    ...(opts.step !== undefined ? [z.multipleOf(opts.step, message)] : []),
    ...(opts.gt !== undefined ? [z.gt(opts.gt, message)] : []),
    ...(opts.min !== undefined ? [z.gte(opts.min, message)] : []),
    z.lte(opts.max, message),
  ];
  // `error` names the message of every issue of the base type, a non-integer included.
  const n = (opts.int ? z.int({ error: message }) : z.number({ error: message })).check(...checks);
  return z.pipe(
    z.transform((v: unknown) => {
      if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v);
      return v;
    }),
    n,
  );
}
